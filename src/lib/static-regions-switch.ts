/**
 * Whether static regions keep their server HTML at hydration (src/components/static-region): a value
 * plugins/static-regions defines in the webpack builds as process.env.STATIC_REGIONS, and the component
 * tests set. Without it (SITE_SPEED=off, plain Gatsby) a region hydrates its component like any other.
 */
export const STATIC_REGIONS_ENV = "STATIC_REGIONS"
export const STATIC_REGIONS_KEEP = "keep-server-html"
