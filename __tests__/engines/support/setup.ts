// Pages in three engines on a busy machine, and uploads of several megabytes, take longer than unit tests.
jest.setTimeout(360_000)
