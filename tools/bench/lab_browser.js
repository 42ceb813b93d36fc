// One experiment natively (`puzzlelab experiment ... --jobs 2`) and in headless Chromium through
// the app's worker pool (web/worker_pool.js, two workers, one chunk per request, the partial
// results merged by the protocol's "merge" op in a worker), in alternating rounds. Checks that the
// browser's document is byte for byte the native one, then prints both medians and their ratio.
// Run through tools/bench/lab-browser, which builds what it needs:
//   node tools/bench/lab_browser.js PUZZLELAB DIST ROUNDS WORKERS EXPERIMENT-ARGUMENTS...
// EXPERIMENT-ARGUMENTS are `puzzlelab experiment`'s: GAME, --setups, --trials, --per-trial,
// --seed, --preset, --random-solver, --max-nodes and the game's parameters (--NAME VALUE).
'use strict';

const fs = require('fs');
const http = require('http');
const path = require('path');
const { spawnSync } = require('child_process');

const [puzzlelab, dist, roundsText, workersText, ...experimentArgs] = process.argv.slice(2);
const rounds = Number(roundsText);
const workers = Number(workersText);
const TIMEOUT = 600_000;

function fail(message) {
  console.error(`lab-browser: ${message}`);
  process.exit(1);
}

// The experiment op's request for the CLI's arguments.
function requestOf(args) {
  const request = { op: 'experiment' };
  const names = { '--setups': 'setups', '--trials': 'trials', '--per-trial': 'per_trial', '--seed': 'seed',
                  '--preset': 'preset', '--random-solver': 'random_solver', '--max-nodes': 'max_nodes' };
  const params = {};
  for (let i = 0; i < args.length; ++i) {
    const arg = args[i];
    if (!arg.startsWith('--')) {
      request.game = arg;
      continue;
    }
    const value = args[++i];
    if (value === undefined) fail(`${arg} needs a value`);
    const whole = /^[0-9]+$/.test(value);
    const name = names[arg];
    if (name === 'setups') request.setups = value.split(',');
    else if (name) request[name] = whole && name !== 'seed' ? Number(value) : value;
    else params[arg.slice(2).replace(/-/g, '_')] = whole ? Number(value) : value;
  }
  if (Object.keys(params).length > 0) request.params = params;
  return request;
}

// The "result" of a protocol response, as the text the engine wrote (its keys are sorted, so
// "result" comes last).
function resultText(response) {
  const at = response.indexOf('"result":');
  if (!response.startsWith('{') || at < 0 || !response.endsWith('}')) fail(`not a successful response: ${response.slice(0, 300)}`);
  return response.slice(at + '"result":'.length, -1);
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

// Natively: wall time and CPU time (user + system, from /usr/bin/time) of the CLI with --jobs.
function runNative() {
  const run = spawnSync('/usr/bin/time', ['-f', '%e %U %S', puzzlelab, 'experiment', ...experimentArgs, '--jobs', String(workers)],
                        { encoding: 'utf8', maxBuffer: 256 << 20 });
  if (run.status !== 0) fail(`puzzlelab experiment failed: ${run.stderr}`);
  const times = run.stderr.trim().split('\n').pop().split(' ').map(Number);
  return { document: run.stdout, wall: times[0] * 1000, cpu: (times[1] + times[2]) * 1000 };
}

// The same experiment through `puzzlelab protocol`: the document as the engine writes it in a
// response (compact), the form the browser's answer takes.
function nativeCompact(request) {
  const run = spawnSync(puzzlelab, ['protocol'], { input: JSON.stringify(request) + '\n', encoding: 'utf8', maxBuffer: 256 << 20 });
  if (run.status !== 0) fail(`puzzlelab protocol failed: ${run.stderr}`);
  return resultText(run.stdout.trim());
}

// The page: the app's worker pool script and nothing else, served with the built module (whose
// engine the workers run; the page compiles it and hands it to the pool, as the app's page does).
const PAGE = '<!doctype html><meta charset="utf-8"><title>Lab benchmark</title><script src="worker_pool.js"></script>';

function serve() {
  const types = { '.js': 'text/javascript', '.wasm': 'application/wasm', '.html': 'text/html' };
  const server = http.createServer((req, res) => {
    const name = new URL(req.url, 'http://x').pathname.replace(/^\/+/, '');
    if (name === 'lab-bench.html') {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(PAGE);
      return;
    }
    if (!['worker_pool.js', 'worker.js', 'puzzlelab-app.js', 'puzzlelab-app.wasm'].includes(name)) {
      res.writeHead(404);
      res.end();
      return;
    }
    fs.readFile(path.join(dist, name), (error, data) => {
      if (error) { res.writeHead(404); res.end(); return; }
      res.writeHead(200, { 'Content-Type': types[path.extname(name)], 'Cache-Control': 'no-store' });
      res.end(data);
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

// In the page: the pool (PuzzlelabPool from worker_pool.js) and a run of the experiment.
function pageSetup(size) {
  const pool = new PuzzlelabPool('worker.js', size);
  WebAssembly.compileStreaming(fetch('puzzlelab-app.wasm')).then((module) => pool.provideEngine(module, 'puzzlelab-app.js'));
  const waiting = new Map();
  // The app takes answers once a frame; here a short timer does, resolving each request's promise.
  setInterval(() => {
    for (let a = pool.take(); a !== null; a = pool.take()) {
      const resolve = waiting.get(a.id);
      waiting.delete(a.id);
      if (resolve) resolve(a.text);
    }
  }, 1);
  let next = 1;
  const ask = (request) => new Promise((resolve) => {
    const id = next++;
    waiting.set(id, resolve);
    pool.submit(id, JSON.stringify(request));
  });
  const ok = (text) => {
    const response = JSON.parse(text);
    if (!response.ok) throw new Error(`${response.error.code}: ${response.error.message}`);
    return response.result;
  };
  // Every chunk a request of its own, so the pool hands the next chunk to whichever worker is
  // free (as `--jobs` threads take chunks in turn); then one "merge" of the partial results.
  window.labRun = async (request, chunks) => {
    const started = performance.now();
    const partials = await Promise.all(
      Array.from({ length: chunks }, (_, c) => ask({ ...request, chunks: [c] }).then(ok)));
    const merged = await ask({ op: 'merge', partials });
    const ms = performance.now() - started;
    ok(merged);
    return { ms, merged };
  };
  // Both workers started and their engines loaded before any timing.
  window.labWarm = () => Promise.all(Array.from({ length: size }, () => ask({ op: 'games' }).then(ok)));
}

async function main() {
  const modules = process.env.PUZZLELAB_NODE_MODULES;
  if (!modules) fail('PUZZLELAB_NODE_MODULES is not set (source ~/.cache/puzzlelab/env.sh)');
  const { chromium } = require(path.join(modules, 'playwright-core'));
  const request = requestOf(experimentArgs);

  const native = [];
  const first = runNative();
  const doc = JSON.parse(first.document);
  const chunks = doc.experiment.setups.length * doc.experiment.trials;
  const compact = nativeCompact(request);
  if (JSON.stringify(JSON.parse(compact)) !== JSON.stringify(doc))
    fail('the protocol\'s document differs from the CLI\'s');

  const server = await serve();
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium', headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update'],
  });
  const browserMs = [];
  try {
    const page = await browser.newPage();
    const problems = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.setDefaultTimeout(TIMEOUT);
    await page.goto(`http://127.0.0.1:${server.address().port}/lab-bench.html`);
    await page.evaluate(pageSetup, workers);
    await page.evaluate(() => window.labWarm());
    console.log(`lab-browser: ${experimentArgs.join(' ')}: ${chunks} chunks, ${workers} workers / --jobs ${workers}`);
    for (let r = 1; r <= rounds; ++r) {
      const n = r === 1 ? first : runNative();
      if (n.document !== first.document) fail(`round ${r}: the native document changed between runs`);
      native.push(n);
      const b = await page.evaluate(({ request, chunks }) => window.labRun(request, chunks), { request, chunks });
      if (problems.length > 0) fail(`the page reported: ${problems.join('; ')}`);
      const text = resultText(b.merged);
      if (text !== compact) {
        let at = 0;
        while (at < text.length && text[at] === compact[at]) ++at;
        fail(`round ${r}: the browser's document differs from the native one at byte ${at}: ` +
             `browser ...${text.slice(Math.max(0, at - 60), at + 60)}... native ...${compact.slice(Math.max(0, at - 60), at + 60)}...`);
      }
      browserMs.push(b.ms);
      console.log(`round ${r}: native wall ${(n.wall / 1000).toFixed(2)} s (CPU ${(n.cpu / 1000).toFixed(2)} s); ` +
                  `browser wall ${(b.ms / 1000).toFixed(2)} s; documents identical (${text.length} bytes)`);
    }
  } finally {
    await browser.close().catch(() => {});
    server.close();
  }
  const nativeWall = median(native.map((n) => n.wall));
  const nativeCpu = median(native.map((n) => n.cpu));
  const browserWall = median(browserMs);
  console.log(`medians over ${rounds} rounds: native wall ${(nativeWall / 1000).toFixed(2)} s (CPU ${(nativeCpu / 1000).toFixed(2)} s), ` +
              `browser wall ${(browserWall / 1000).toFixed(2)} s`);
  console.log(`browser / native (wall): ${(browserWall / nativeWall).toFixed(2)}x`);
}

main().catch((error) => fail(error.message));
