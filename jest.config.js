// Plain JavaScript: Jest would need ts-node to read a TypeScript config.
/** @type {import("jest").Config} */
const shared = {
  // .mjs too: lucide-react's one-icon modules (imported as lucide-react/icons/<name>) are ES modules only.
  transform: { "^.+\\.(m?js|jsx|tsx?)$": "<rootDir>/jest-preprocess.js" },
  moduleNameMapper: {
    "\\.module\\.css$": "<rootDir>/__mocks__/css-module.ts",
    "\\.css$": "<rootDir>/__mocks__/file.ts",
    "\\.(jpg|jpeg|png|gif|svg|webp|avif|woff2?)$": "<rootDir>/__mocks__/file.ts",
  },
  testPathIgnorePatterns: ["/node_modules/", "/\\.cache/", "/public/"],
  transformIgnorePatterns: ["node_modules/(?!(gatsby|gatsby-script|gatsby-link|lucide-react|d3-geo|d3-array|internmap)/)"],
  globals: { __PATH_PREFIX__: "" },
}

const config = {
  projects: [
    // Pure logic; the timeout is a ceiling for a hung test on a busy machine, never a wait.
    { ...shared, displayName: "unit", testEnvironment: "node", testMatch: ["<rootDir>/__tests__/unit/**/*.test.ts?(x)"], testTimeout: 30_000 },
    {
      ...shared,
      displayName: "component",
      testEnvironment: "jsdom",
      testEnvironmentOptions: { url: "http://localhost/" },
      setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
      testMatch: ["<rootDir>/__tests__/component/**/*.test.ts?(x)"],
      // A ceiling for a hung test, not a wait: jsdom renders run 3-5 times slower on a busy machine.
      testTimeout: 30_000,
    },
    {
      ...shared,
      // Everything that talks to Supabase's interfaces: the migrations run in PGlite, and the
      // supabase-js requests checked with msw. Both ship ESM-only code with dynamic import(),
      // which this project alone transforms (jest-esm-preprocess.js).
      displayName: "database",
      testEnvironment: "node",
      transform: {
        "/node_modules/.+\\.[mc]?js$": "<rootDir>/jest-esm-preprocess.js",
        "^.+\\.[jt]sx?$": "<rootDir>/jest-preprocess.js",
      },
      transformIgnorePatterns: [
        "node_modules/(?!(@electric-sql/pglite|@tus|srvx|msw|@mswjs|@open-draft|rettime|until-async|set-cookie-parser|headers-polyfill|strict-event-emitter|outvariant|is-node-process|path-to-regexp|tough-cookie|tldts|tldts-core|@bundled-es-modules)/)",
      ],
      setupFiles: ["<rootDir>/__tests__/database/support/websocket.ts"],
      testMatch: ["<rootDir>/__tests__/database/**/*.test.ts"],
      // A ceiling for a hung test, not a wait: a 20 MB upload or a migrated PGlite took over Jest's default
      // 5 s beside a build (CI, load average 8).
      testTimeout: 60_000,
    },
    {
      ...shared,
      // What needs real concurrent connections (PGlite runs one transaction at a time): each file starts a
      // throwaway postgresql-15 cluster (__tests__/database/support/postgres-cluster.ts). Run apart from the
      // other suites (scripts/test-all.sh), so its many server processes share no CPU with jsdom's timers.
      displayName: "concurrency",
      testEnvironment: "node",
      testMatch: ["<rootDir>/__tests__/concurrency/**/*.test.ts"],
    },
    {
      ...shared,
      // The plain build (SITE_SPEED=off): its smoke set, against public/ as that build left it.
      displayName: "plain",
      testEnvironment: "node",
      testMatch: ["<rootDir>/__tests__/plain/**/*.test.ts"],
      setupFilesAfterEnv: ["<rootDir>/__tests__/browser/support/setup.ts"],
      globalSetup: "<rootDir>/__tests__/browser/support/global-setup.ts",
      globalTeardown: "<rootDir>/__tests__/browser/support/global-teardown.ts",
    },
    {
      ...shared,
      displayName: "browser",
      testEnvironment: "node",
      testMatch: ["<rootDir>/__tests__/browser/**/*.test.ts"],
      setupFilesAfterEnv: ["<rootDir>/__tests__/browser/support/setup.ts"],
      globalSetup: "<rootDir>/__tests__/browser/support/global-setup.ts",
      globalTeardown: "<rootDir>/__tests__/browser/support/global-teardown.ts",
    },
    {
      ...shared,
      // The cross-engine smoke set: Chromium, Firefox and WebKit against the production build and the
      // Supabase stand-in (real migrations in PGlite), which its global setup starts at the build's Supabase URL.
      displayName: "engines",
      testEnvironment: "node",
      testMatch: ["<rootDir>/__tests__/engines/**/*.test.ts"],
      setupFilesAfterEnv: ["<rootDir>/__tests__/engines/support/setup.ts"],
      globalSetup: "<rootDir>/__tests__/engines/support/global-setup.ts",
      globalTeardown: "<rootDir>/__tests__/engines/support/global-teardown.ts",
    },
  ],
}

module.exports = config
