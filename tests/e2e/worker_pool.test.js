// Unit test of web/worker_pool.js under node with a scripted stand-in for Worker: requests wait
// until the page hands over the engine module, every worker is handed it first; scheduling up
// to the pool size, answers matched to their requests, Cancel (terminate + replace, a
// "cancelled" answer), a worker that dies or cannot load the engine (a "worker_failed" answer,
// the next request still served). The real workers run in tests/e2e/app.test.js.
'use strict';

const fs = require('fs');
const path = require('path');
const vm = require('vm');

const source = fs.readFileSync(path.join(__dirname, '..', '..', 'web', 'worker_pool.js'), 'utf8');

// A fake Worker: records what it was sent; the test decides how it answers.
const workers = [];
class FakeWorker {
  constructor(script) {
    this.script = script;
    this.sent = [];        // requests
    this.engine = null;    // what the pool handed over before any request
    this.terminated = false;
    workers.push(this);
  }
  postMessage(message) {
    if (message.engine) {
      check(this.sent.length === 0 && this.engine === null, 'the engine was handed over after a request or twice');
      this.engine = message.engine;
    } else {
      check(this.engine !== null, 'a request reached a worker before the engine');
      this.sent.push(message);
    }
  }
  terminate() { this.terminated = true; }
  answer(text) { this.onmessage({ data: { id: this.sent[this.sent.length - 1].id, response: text } }); }
  fatal(why) { this.onmessage({ data: { id: this.sent[this.sent.length - 1].id, fatal: why } }); }
  crash(message) { this.onerror({ message, preventDefault() {} }); }
}

function check(condition, message) {
  if (!condition) throw new Error(message);
}

function takeAll(pool) {
  const out = [];
  for (let a = pool.take(); a !== null; a = pool.take()) out.push({ id: a.id, body: JSON.parse(a.text) });
  return out;
}

try {
  const context = { Worker: FakeWorker, navigator: { hardwareConcurrency: 2 }, JSON, Map, Math };
  context.globalThis = context;
  vm.runInNewContext(source, context);
  const pool = context.puzzlelabPool;
  check(pool.size === 2, `pool size ${pool.size} for 2 cores`);

  // A worker warmed up before the module is there gets it when it comes, and takes the first request.
  {
    const warm = vm.runInContext("new PuzzlelabPool('worker.js', 2)", context);
    const before = workers.length;
    warm.warmUp();
    warm.submit(1, '{"op":"deal"}');
    check(workers.length === before + 1 && workers[before].engine === null && workers[before].sent.length === 0,
      'warming up did not start exactly one worker, waiting for the engine');
    const engineModule = { compiled: true };
    warm.provideEngine(engineModule, 'puzzlelab-app.js');
    check(workers.length === before + 1, 'the engine started a second worker beside the warm one');
    check(workers[before].engine.module === engineModule && workers[before].sent[0].id === 1,
      'the warm worker did not get the engine and then the waiting request');
    workers.splice(before);
  }

  // An engine handed over before any request starts one worker at once, which takes the first.
  {
    const early = vm.runInContext("new PuzzlelabPool('worker.js', 2)", context);
    const before = workers.length;
    early.provideEngine({ compiled: true }, 'puzzlelab-app.js');
    check(workers.length === before + 1 && workers[before].engine !== null, 'no worker was started with the engine');
    early.submit(1, '{"op":"deal"}');
    check(workers.length === before + 1 && workers[before].sent[0].id === 1, 'the waiting worker did not take the first request');
    workers.splice(before);
  }

  // Every answer queued is announced (the app's idle frame loop sleeps until told), failures too.
  let announced = 0;
  pool.onanswer = () => { announced += 1; };

  // Three requests, two workers: the third waits. Nothing starts before the engine is there.
  pool.submit(1, '{"op":"solve"}');
  pool.submit(2, '{"op":"hint"}');
  pool.submit(3, '{"op":"generate"}');
  check(workers.length === 0, 'a worker started before the page handed over the engine');
  const engineModule = { compiled: true };
  pool.provideEngine(engineModule, 'puzzlelab-app.js');
  check(workers.length === 2, `${workers.length} workers started for a pool of 2`);
  check(workers.every((w) => w.engine.module === engineModule && w.engine.script === 'puzzlelab-app.js'),
    'a worker was not handed the engine module and its script');
  check(workers[0].sent[0].id === 1 && workers[1].sent[0].id === 2, 'requests went to the wrong workers');

  // An answer frees its worker for the waiting request.
  workers[0].answer('{"id":1,"ok":true}');
  check(workers[0].sent.length === 2 && workers[0].sent[1].id === 3, 'the freed worker did not take the waiting request');
  let answers = takeAll(pool);
  check(answers.length === 1 && answers[0].id === 1 && answers[0].body.ok === true, 'answer 1 missing');
  check(announced === 1, `${announced} announcements for one answer`);

  // Cancel a running request: its worker is terminated, the answer says "cancelled".
  pool.cancel(2);
  check(workers[1].terminated, 'the cancelled request\'s worker was not terminated');
  answers = takeAll(pool);
  check(answers.length === 1 && answers[0].id === 2 && answers[0].body.error.code === 'cancelled', 'no "cancelled" answer');

  // A worker that crashes: its request is answered with worker_failed, a fresh worker serves the next.
  workers[0].crash('out of memory');
  answers = takeAll(pool);
  check(answers.length === 1 && answers[0].id === 3 && answers[0].body.error.code === 'worker_failed', 'no worker_failed answer');
  check(/out of memory/.test(answers[0].body.error.message), 'the failure does not say why');
  check(announced === 3, `${announced} announcements for an answer, a cancel and a crash`);
  pool.submit(4, '{"op":"solve"}');
  const fresh = workers[workers.length - 1];
  check(!fresh.terminated && fresh.sent[0].id === 4, 'no fresh worker for the next request');
  check(fresh.engine.module === engineModule, 'a replacement worker was not handed the engine');

  // A worker whose engine does not load reports fatal: same treatment.
  fresh.fatal('The solver could not be loaded');
  answers = takeAll(pool);
  check(answers.length === 1 && answers[0].id === 4 && answers[0].body.error.code === 'worker_failed', 'fatal not reported');
  check(fresh.terminated, 'a worker that cannot load the engine was kept');

  // Cancelling a request that is still queued never reaches a worker.
  pool.submit(5, '{}');
  pool.submit(6, '{}');
  pool.submit(7, '{}');
  pool.cancel(7);
  answers = takeAll(pool);
  check(answers.length === 1 && answers[0].id === 7 && answers[0].body.error.code === 'cancelled', 'queued cancel not answered');
  check(!workers.some((w) => w.sent.some((m) => m.id === 7)), 'a cancelled queued request was sent to a worker');
  // Unknown ids are ignored.
  pool.cancel(99);
  check(pool.take() === null, 'cancelling an unknown id produced an answer');

  console.log('worker pool: PASS');
} catch (error) {
  console.error(`worker pool: FAIL: ${error.message}`);
  process.exit(1);
}
