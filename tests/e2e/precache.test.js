// The service worker's precache list, routing and install, under node (no browser):
// web/make_service_worker.js run on a made-up dist as the build runs it, then the service worker it
// wrote loaded in a stand-in worker scope to see which requests it answers from the cache and what
// it fetches and keeps when it installs.
//
// Usage: node tests/e2e/precache.test.js
'use strict';

const crypto = require('crypto');
const fs = require('fs');
const os = require('os');
const path = require('path');
const vm = require('vm');
const { spawnSync } = require('child_process');

const ROOT = path.resolve(__dirname, '..', '..');
const SCRIPT = path.join(ROOT, 'web', 'make_service_worker.js');
const TEMPLATE = path.join(ROOT, 'web', 'service_worker.js');

let failures = 0;
function check(condition, message) {
  if (!condition) {
    failures += 1;
    console.error(`precache: FAIL: ${message}`);
  }
}

function make(dist, list, template = TEMPLATE) {
  return spawnSync(process.execPath, [SCRIPT, template, dist, list], { encoding: 'utf8' });
}

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'puzzlelab-precache-'));
const dist = path.join(work, 'dist');
const list = path.join(work, 'precache.json');
const files = {
  'index.html': '<!doctype html><title>x</title>',
  'app.js': 'console.log(1)',
  'app.js.br': 'compressed',
  'app.js.gz': 'compressed',
  'app.wasm': Buffer.from([0, 97, 115, 109]),
  'lone.gz': 'an archive the app links to, no twin',
  'fonts/sans.ttf': 'font',
  '.hidden': 'not served as part of the app',
  'service_worker.js': 'an older build\'s worker',
  'service_worker.js.br': 'the older worker compressed',
  'service_worker.js.gz': 'the older worker compressed',
};
for (const [name, content] of Object.entries(files)) {
  fs.mkdirSync(path.dirname(path.join(dist, name)), { recursive: true });
  fs.writeFileSync(path.join(dist, name), content);
}

// 1. The list: every file but the worker, the twins and hidden files, each with its content hash.
let result = make(dist, list);
check(result.status === 0, `the script failed: ${result.stderr}`);
const build = JSON.parse(fs.readFileSync(list, 'utf8'));
check(JSON.stringify(Object.keys(build.files)) === JSON.stringify(['app.js', 'app.wasm', 'fonts/sans.ttf', 'index.html', 'lone.gz']),
      `the precache list is ${JSON.stringify(Object.keys(build.files))}`);
const hash = (text) => crypto.createHash('sha256').update(text).digest('hex').slice(0, 16);
check(build.files['app.js'] === hash('console.log(1)'), `app.js's hash is ${build.files['app.js']}`);
check(/^[0-9a-f]{16}$/.test(build.version), `the version is ${build.version}`);
const worker = fs.readFileSync(path.join(dist, 'service_worker.js'), 'utf8');
check(worker.includes(`"version": "${build.version}"`) && !worker.includes('/* PRECACHE */'),
      'the written service worker does not hold the list');
check(!fs.existsSync(path.join(dist, 'service_worker.js.br')) && !fs.existsSync(path.join(dist, 'service_worker.js.gz')),
      'the older worker\'s compressed twins are still there');

// 2. The version follows the content of the listed files and the service worker's template, not
// the twins; an unchanged build leaves the worker untouched.
const mtime = fs.statSync(path.join(dist, 'service_worker.js')).mtimeMs;
fs.writeFileSync(path.join(dist, 'app.js.br'), 'compressed again');
result = make(dist, list);
check(JSON.parse(fs.readFileSync(list, 'utf8')).version === build.version, 'a changed twin changed the version');
check(fs.statSync(path.join(dist, 'service_worker.js')).mtimeMs === mtime, 'an unchanged build rewrote the worker');
fs.writeFileSync(path.join(dist, 'app.wasm'), Buffer.from([0, 97, 115, 109, 1]));
result = make(dist, list);
const next = JSON.parse(fs.readFileSync(list, 'utf8'));
check(next.version !== build.version, 'a changed file kept the version');

const edited = path.join(work, 'edited_service_worker.js');
fs.writeFileSync(edited, fs.readFileSync(TEMPLATE, 'utf8') + '// the service worker changed\n');
result = make(dist, list, edited);
check(JSON.parse(fs.readFileSync(list, 'utf8')).version !== next.version, 'a changed service worker kept the version');
result = make(dist, list);

// 2b. The build's last step, compressing dist (web/precompress.js), gives the service worker no
// twins and removes any it has (a host would send one in the worker's place), while the files it
// lists get theirs; the list is the same after it.
const shipped = path.join(work, 'shipped');
fs.mkdirSync(shipped);
fs.writeFileSync(path.join(shipped, 'index.html'), '<!doctype html><title>x</title>\n' + '<p>compresses</p>\n'.repeat(200));
make(shipped, list);
const shippedList = fs.readFileSync(list, 'utf8');
fs.writeFileSync(path.join(shipped, 'service_worker.js.br'), 'a twin left behind by an older build');
const compressed = spawnSync(process.execPath, [path.join(ROOT, 'web', 'precompress.js'), shipped], { encoding: 'utf8' });
check(compressed.status === 0, `precompress failed: ${compressed.stderr}`);
check(fs.existsSync(path.join(shipped, 'index.html.br')) && fs.existsSync(path.join(shipped, 'index.html.gz')),
      'the page got no compressed twins');
const workerTwins = fs.readdirSync(shipped).filter((name) => /^service_worker\.js\./.test(name));
check(workerTwins.length === 0, `the shipped service worker has twins: ${workerTwins.join(', ')}`);
make(shipped, list);
check(fs.readFileSync(list, 'utf8') === shippedList, 'the twins changed the precache list');

// 3. Clear messages: a template without the marker, a dist without index.html.
const badTemplate = path.join(work, 'bad.js');
fs.writeFileSync(badTemplate, 'const BUILD = {};');
result = make(dist, list, badTemplate);
check(result.status === 1 && /has no "\/\* PRECACHE \*\/ null" to fill in/.test(result.stderr), `a bad template: ${result.stderr}`);
const empty = path.join(work, 'empty');
fs.mkdirSync(empty);
result = make(empty, list);
check(result.status === 1 && /has no index.html/.test(result.stderr), `an empty dist: ${result.stderr}`);

// 4. The routing of the written worker, in a stand-in worker scope at /games/puzzlelab/.
const SCOPE = 'https://example.org/games/puzzlelab/';
const listeners = {};
const looked = [];
const sandbox = {
  URL,
  self: { registration: { scope: SCOPE }, addEventListener: (type, fn) => { listeners[type] = fn; } },
  caches: { match: async (url, options) => { looked.push({ url, ...options }); return 'cached'; } },
};
sandbox.self.self = sandbox.self;
vm.runInNewContext(fs.readFileSync(path.join(dist, 'service_worker.js'), 'utf8'), sandbox);
// The address the worker looks up in its cache for a request, or null when it leaves the request
// to the network.
async function cachedAs(url, { mode = 'no-cors', method = 'GET' } = {}) {
  let answer = null;
  looked.length = 0;
  listeners.fetch({ request: { url, mode, method }, respondWith: (promise) => { answer = promise; } });
  if (answer === null) return null;
  check(await answer === 'cached', `${url} was not answered with the cached copy`);
  check(looked.length === 1 && looked[0].cacheName === `puzzlelab ${SCOPE} ${next.version}` && looked[0].ignoreVary,
        `${url} was looked up in ${JSON.stringify(looked)}`);
  return looked[0].url;
}
(async () => {
  check(await cachedAs(`${SCOPE}app.wasm`) === `${SCOPE}app.wasm`, 'a precached file is not answered from the cache');
  check(await cachedAs(`${SCOPE}fonts/sans.ttf`) === `${SCOPE}fonts/sans.ttf`, 'a precached file in a folder is not answered from the cache');
  check(await cachedAs(`${SCOPE}app.js.br`) === null, 'a twin is answered from the cache');
  check(await cachedAs(`${SCOPE}other.json`) === null, 'a file outside the list is answered from the cache');
  check(await cachedAs(`${SCOPE}app.wasm`, { method: 'POST' }) === null, 'a POST is answered from the cache');
  check(await cachedAs(`${SCOPE}app.wasm?v=2`) === null, 'a file with a query is answered from the cache');
  check(await cachedAs('https://example.org/app.wasm') === null, 'a file outside the scope is answered from the cache');
  check(await cachedAs('https://elsewhere.example/games/puzzlelab/app.wasm') === null, 'another host\'s file is answered from the cache');
  for (const url of [SCOPE, `${SCOPE}index.html`, `${SCOPE}?from=home#v1/fujisan/seed/x`, `${SCOPE}index.html?a=b#v1/lab/x`]) {
    check(await cachedAs(url, { mode: 'navigate' }) === `${SCOPE}index.html`, `the navigation to ${url} is not the cached index.html`);
  }
  check(await cachedAs('https://example.org/games/', { mode: 'navigate' }) === null, 'a navigation above the scope is answered');
  check(await cachedAs(`${SCOPE}other.html`, { mode: 'navigate' }) === null, 'a navigation to another page is answered');

  // 5. Installing: each file from the HTTP cache first, again past it when its content is not
  // this build's; a redirected response stored without the mark; any failure fails the install.
  const content = (name) => fs.readFileSync(path.join(dist, name));
  async function install(answer) {
    const stored = new Map();
    const asked = [];
    const scope = {
      URL, Request, Response, crypto,
      self: { registration: { scope: SCOPE }, addEventListener: (type, fn) => { scope.listeners[type] = fn; } },
      listeners: {},
      fetch: async (request) => {
        const name = request.url.slice(SCOPE.length);
        asked.push(`${name} ${request.cache}`);
        return answer(name, request.cache);
      },
      caches: { open: async () => ({ put: async (url, response) => { stored.set(url, response); } }) },
    };
    vm.runInNewContext(fs.readFileSync(path.join(dist, 'service_worker.js'), 'utf8'), scope);
    let done = null;
    scope.listeners.install({ waitUntil: (promise) => { done = promise; } });
    try {
      await done;
      return { stored, asked };
    } catch (error) {
      return { error: error.message, stored, asked };
    }
  }
  const names = Object.keys(next.files);
  let result5 = await install((name) => new Response(content(name)));
  check(!result5.error && result5.stored.size === names.length, `a plain install: ${result5.error}, ${result5.stored.size} stored`);
  check(result5.asked.every((line) => line.endsWith(' default')), `a plain install asked past the HTTP cache: ${result5.asked}`);
  result5 = await install((name, mode) => new Response(name === 'app.wasm' && mode === 'default' ? 'an older build' : content(name)));
  check(!result5.error && result5.asked.includes('app.wasm reload') && !result5.asked.includes('index.html reload'),
        `a stale copy in the HTTP cache: ${result5.error}, asked ${result5.asked}`);
  const wasm = result5.stored.get(`${SCOPE}app.wasm`);
  check(wasm && Buffer.from(await wasm.arrayBuffer()).equals(content('app.wasm')), 'the stale copy was stored');
  result5 = await install((name) => {
    const response = new Response(content(name));
    if (name === 'index.html') Object.defineProperty(response, 'redirected', { value: true });
    return response;
  });
  const index = result5.stored.get(`${SCOPE}index.html`);
  check(!result5.error && index && !index.redirected && Buffer.from(await index.arrayBuffer()).equals(content('index.html')),
        `a redirected page: ${result5.error}, stored ${index && index.redirected}`);
  result5 = await install((name) => new Response(content(name), { status: name === 'lone.gz' ? 404 : 200 }));
  check(result5.error && result5.error.includes('lone.gz: HTTP 404'), `a missing file: ${result5.error}`);

  fs.rmSync(work, { recursive: true, force: true });
  if (failures > 0) {
    console.error(`precache: ${failures} checks failed`);
    process.exit(1);
  }
  console.log('precache: ok (list, version, messages, routing, installing)');
})();
