import "@testing-library/jest-dom"
import { STATIC_REGIONS_ENV, STATIC_REGIONS_KEEP } from "./src/lib/static-regions-switch"

// As plugins/static-regions defines it in the site's builds: regions keep their server HTML at hydration.
process.env[STATIC_REGIONS_ENV] = STATIC_REGIONS_KEEP
