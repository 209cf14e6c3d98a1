// The part of the `zipcodes` package (no types of its own) the service-area build reads.
declare module "zipcodes" {
  const zipcodes: {
    codes: Record<string, { zip: string; latitude: number; longitude: number; city: string; state: string; country: string }>
    states: { full: Record<string, string>; abbr: Record<string, string> }
  }
  export default zipcodes
}
