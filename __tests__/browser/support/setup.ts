// Page loads in a real browser take longer than unit tests.
jest.setTimeout(120_000)
