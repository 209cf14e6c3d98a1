import { payText } from "../../src/lib/pay"

describe("a job's pay line", () => {
  it("says competitive pay in the page's language when the job states no pay range", () => {
    expect(payText(undefined)).toBe("Competitive pay")
    expect(payText(null, "es")).toBe("Pago competitivo")
  })

  it("states an hourly range in dollars, cents only where there are cents", () => {
    expect(payText({ min: 16, max: 19.5, per: "HOUR" })).toBe("$16 to $19.50 an hour")
    expect(payText({ min: 16, max: 19.5, per: "HOUR" }, "es")).toBe("$16 a $19.50 la hora")
  })

  it("states a yearly range with thousands separated as Florida writes them, and one figure when both ends agree", () => {
    expect(payText({ min: 38000, max: 45000, per: "YEAR" })).toBe("$38,000 to $45,000 a year")
    expect(payText({ min: 17, max: 17, per: "HOUR" }, "es")).toBe("$17 la hora")
    expect(payText({ min: 42000, max: 42000, per: "YEAR" }, "es")).toBe("$42,000 al año")
  })
})
