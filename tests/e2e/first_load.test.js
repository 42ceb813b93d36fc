// The first visit's bytes: a fresh profile (nothing cached) opens the app at 2 device pixels per
// CSS pixel and waits for a fresh deal to be playable; everything that came over the wire until
// then (bodies compressed as served, and headers) must stay within the budget, from a host that
// sends Brotli and from one that only sends gzip. Also checks how
// the bytes are spent: the module is fetched once (the workers run the page's compiled copy), the
// large files arrive compressed, and nothing else is fetched before the board is playable.
//   node tests/e2e/first_load.test.js [DIST]
'use strict';

const fs = require('fs');
const path = require('path');
const { spawn } = require('child_process');
const harness = require('./harness');
const { freePort, waitForServer } = harness;
const h = harness('e2e first load', { summary: (s) => ({ ready: s.ready }) });

// The first load's budgets, in bytes on the wire (docs/HOSTING.md): as served with Brotli, and from
// a host that only sends gzip (tools/serve.js --gzip-only, as GitHub Pages).
const BUDGETS = { br: 700_000, gzip: 1_000_000 };

// Opens the app at `base` in a fresh profile, waits for a playable fresh deal and returns every
// request that finished until then, with its sizes: [{ name, status, bytes, body, encoding }].
async function firstLoad(browser, base) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 2 });
  try {
    // Each request's sizes are asked for as it finishes (a worker's requests cannot be asked about
    // once it is gone). The service worker's own fetches come after the board is playable (it is
    // registered then, web/offline.js) and are not part of the first load.
    const finished = [];
    context.on('requestfinished', (request) => {
      if (request.serviceWorker()) return;
      finished.push(Promise.all([request.response(), request.sizes()])
        .then(([response, sizes]) => ({ request, response, sizes }), () => ({ request, response: null, sizes: null })));
    });
    const p = await context.newPage();
    const errors = [];
    p.on('pageerror', (error) => errors.push(error.message));
    await p.goto(base);
    await h.waitFor(p, 'a playable fresh deal', (s) => s.ready);
    const untilReady = await Promise.all(finished.slice());
    h.check(errors.length === 0, `the page reported errors: ${errors.join('; ')}`);

    const rows = [];
    for (const { request, response, sizes } of untilReady) {
      const name = new URL(request.url()).pathname.replace(/^\//, '') || 'index.html';
      const encoding = response ? (await response.allHeaders())['content-encoding'] || '' : '';
      // Chromium does not report the body sizes of a worker's requests: the first fetch of a file
      // that shows no body is counted at the size of the file the server sent (a later one is the
      // cache's revalidation, which brings no body).
      let body = sizes ? sizes.responseBodySize : 0;
      if (body === 0 && (!response || response.status() === 200) && !rows.some((row) => row.name === name)) {
        const twin = { br: '.br', gzip: '.gz' }[encoding] || '';
        body = fs.statSync(path.join(h.DIST, name + twin)).size;
      }
      rows.push({ name, status: response ? response.status() : 0, bytes: body + (sizes ? sizes.responseHeadersSize : 0), body, encoding });
    }
    await p.close();
    return rows;
  } finally {
    await context.close();
  }
}

// Checks how the bytes were spent and that they stay within the budget for `encoding`.
function checkLoad(rows, encoding) {
  let total = 0;
  for (const row of rows) {
    total += row.bytes;
    h.log(`${row.name.padEnd(24)} ${String(row.status).padStart(3)} ${String(row.bytes).padStart(9)} bytes (body ${row.body}) ${row.encoding}`);
  }
  h.log(`first load with ${encoding}: ${total} bytes on the wire (budget ${BUDGETS[encoding]})`);
  const fetched = (name) => rows.filter((row) => row.name === name);
  h.check(fetched('puzzlelab-app.wasm').length === 1,
    `the module was fetched ${fetched('puzzlelab-app.wasm').length} times (once: the workers run the page's copy)`);
  for (const name of ['puzzlelab-app.wasm', 'puzzlelab-app.js']) {
    h.check(fetched(name).length > 0 && fetched(name)[0].encoding === encoding, `${name} did not arrive compressed with ${encoding}`);
  }
  // The workers load the glue script again: revalidated (no body comes) or from the cache.
  const glueBodies = fetched('puzzlelab-app.js').filter((row) => row.body > 0).length;
  h.check(glueBodies === 1, `the app's script came with its body ${glueBodies} times`);
  const expected = new Set(['index.html', 'worker_pool.js', 'part_placeholders.js', 'code_part.js', 'offline.js', 'puzzlelab-app.js', 'puzzlelab-app.wasm', 'worker.js']);
  const extra = rows.filter((row) => !expected.has(row.name) && !/\.(svg|ico|webmanifest|png)$/.test(row.name));
  h.check(extra.length === 0, `unexpected files before the first board: ${extra.map((row) => row.name).join(', ')}`);
  h.check(total <= BUDGETS[encoding], `the first load with ${encoding} took ${total} bytes on the wire, over the budget of ${BUDGETS[encoding]}`);
}

h.run(async ({ browser, page, base }) => {
  await page.close();
  checkLoad(await firstLoad(browser, base), 'br');
  const port = await freePort();
  const gzipServer = spawn(process.execPath, [path.join(h.ROOT, 'tools', 'serve.js'), h.DIST, String(port), '--gzip-only'], { stdio: 'inherit' });
  try {
    await waitForServer(port);
    checkLoad(await firstLoad(browser, `http://127.0.0.1:${port}/`), 'gzip');
  } finally {
    gzipServer.kill('SIGTERM');
  }
  console.log('e2e first load: PASS');
});
