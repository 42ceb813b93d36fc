// One headless chromium for every browser stage of a test run: tools/test starts this, reads the
// address it prints on its first line, and hands it to the stages in PUZZLELAB_BROWSER_WS; each
// test opens a fresh context (a profile of its own) in it. Runs until it is sent SIGTERM.
//
//   node tests/e2e/browser_server.js      ->  ws://127.0.0.1:PORT/...
'use strict';

const path = require('path');
const { CHROMIUM } = require('./harness');

async function main() {
  const modules = process.env.PUZZLELAB_NODE_MODULES;
  if (!modules) throw new Error('PUZZLELAB_NODE_MODULES is not set (source ~/.cache/puzzlelab/env.sh)');
  const { chromium } = require(path.join(modules, 'playwright-core'));
  const server = await chromium.launchServer({ ...CHROMIUM, host: '127.0.0.1' });
  console.log(server.wsEndpoint());
  const stop = () => server.close().finally(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error) => {
  console.error(`browser server: ${error.message}`);
  process.exit(1);
});
