// Prints a free TCP port on 127.0.0.1 below Linux's ephemeral range (32768-60999), so that no program
// binding port 0 meanwhile (other test runs on a shared machine) is handed it: scripts/test-all.sh builds the
// site with the Supabase stand-in's URL on this port before the stand-in listens there.
const net = require("node:net")

const LOW = 20000
const HIGH = 32767

function tryPort(port) {
  return new Promise((resolve) => {
    const server = net.createServer()
    server.once("error", () => resolve(false))
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)))
  })
}

async function freePort() {
  for (let attempt = 0; attempt < 200; attempt++) {
    const port = LOW + Math.floor(Math.random() * (HIGH - LOW))
    if (await tryPort(port)) return port
  }
  throw new Error(`No free port between ${LOW} and ${HIGH}`)
}

if (require.main === module) {
  freePort().then(
    (port) => console.log(port),
    (error) => {
      console.error(error.message)
      process.exit(1)
    },
  )
}

module.exports = { freePort }
