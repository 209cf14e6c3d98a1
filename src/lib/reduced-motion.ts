/** The media query of a system that asks for reduced motion. */
export const REDUCED_MOTION_QUERY = "(prefers-reduced-motion: reduce)"
