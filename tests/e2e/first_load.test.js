// The first visit's bytes: a fresh profile (nothing cached) opens the app at 2 device pixels per
// CSS pixel and waits for a fresh deal to be playable; everything that came over the wire until
// then (bodies compressed as served, and headers) must stay within the budget. Also checks how
// the bytes are spent: the module is fetched once (the workers run the page's compiled copy), the
// large files arrive compressed, and nothing else is fetched before the board is playable.
//   node tests/e2e/first_load.test.js [DIST]
'use strict';

const fs = require('fs');
const path = require('path');
const h = require('./harness')('e2e first load', { summary: (s) => ({ ready: s.ready }) });

// The first load's budget, in bytes on the wire (docs/HOSTING.md). The product's budget is 700,000;
// while every game's code is in the play part the first visit does not fit it, and this holds it to
// 900,000 (838,809 on 30 November 2026), so that it can only shrink.
const BUDGET = 900_000;

h.run(async ({ browser, page, base }) => {
  await page.close();
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
    let total = 0;
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
      const bytes = body + (sizes ? sizes.responseHeadersSize : 0);
      total += bytes;
      rows.push({ name, status: response ? response.status() : 0, bytes, body, encoding });
    }
    for (const row of rows) {
      h.log(`${row.name.padEnd(24)} ${String(row.status).padStart(3)} ${String(row.bytes).padStart(9)} bytes (body ${row.body}) ${row.encoding}`);
    }
    h.log(`first load: ${total} bytes on the wire (budget ${BUDGET})`);

    const fetched = (name) => rows.filter((row) => row.name === name);
    h.check(fetched('puzzlelab-app.wasm').length === 1,
      `the module was fetched ${fetched('puzzlelab-app.wasm').length} times (once: the workers run the page's copy)`);
    for (const name of ['puzzlelab-app.wasm', 'puzzlelab-app.js']) {
      h.check(fetched(name).length > 0 && fetched(name)[0].encoding === 'br', `${name} did not arrive compressed with Brotli`);
    }
    // The workers load the glue script again: revalidated (no body comes) or from the cache.
    const glueBodies = fetched('puzzlelab-app.js').filter((row) => row.body > 0).length;
    h.check(glueBodies === 1, `the app's script came with its body ${glueBodies} times`);
    const expected = new Set(['index.html', 'worker_pool.js', 'code_part.js', 'offline.js', 'puzzlelab-app.js', 'puzzlelab-app.wasm', 'worker.js']);
    const extra = rows.filter((row) => !expected.has(row.name) && !/\.(svg|ico|webmanifest|png)$/.test(row.name));
    h.check(extra.length === 0, `unexpected files before the first board: ${extra.map((row) => row.name).join(', ')}`);
    h.check(total <= BUDGET, `the first load took ${total} bytes on the wire, over the budget of ${BUDGET}`);
    await p.close();
  } finally {
    await context.close();
  }
  console.log('e2e first load: PASS');
});
