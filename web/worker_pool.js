// A pool of Web Workers running the engine (worker.js), driven by the app's C++ through
// globalThis.puzzlelabPool (shell/worker/web_worker_client.cpp). The page's thread never runs
// engine work: requests wait in a queue until a worker is free, answers wait in a queue until the
// app's next tick takes them; onanswer (set by the app) is told of each, since an idle app's loop
// sleeps until something wakes it (shell/platform/frame_loop.hpp).
//
// Every request is answered exactly once: by its worker, or here with a "cancelled" error
// (cancel terminates the worker: a busy worker cannot be interrupted otherwise) or a
// "worker_failed" error (the worker died or could not load the engine). Dead and cancelled
// workers are replaced on demand.
'use strict';

class PuzzlelabPool {
  constructor(script, size) {
    this.script = script;
    this.size = size;
    this.idle = [];              // workers waiting for a request
    this.running = new Map();    // request id -> worker
    this.queue = [];             // {id, text} not yet handed to a worker
    this.answers = [];           // {id, text}: response JSON texts for the app
    this.workers = 0;            // live workers, idle or busy
    this.engine = null;          // {module, script}: what every new worker is handed first
    this.parts = {};             // the module's parts the page has, compiled, by name
    this.onanswer = null;        // called after an answer is queued
  }

  // Starts one worker before the module is there, so that its thread and script are ready when the
  // module comes (the page calls this as it starts fetching the module).
  warmUp() {
    if (this.workers === 0) this.idle.push(this.spawn());
  }

  // The compiled module (a WebAssembly.Module) and its glue script's URL, for every worker: the
  // workers already started get it now. One worker starts loading it at once, while the app
  // starts: the first deal then finds it ready.
  provideEngine(module, script) {
    this.engine = { module, script };
    for (const worker of this.idle) {
      if (!worker.hasEngine) this.handOver(worker);
    }
    this.warmUp();
    this.pump();
  }

  handOver(worker) {
    worker.postMessage({ engine: this.engine, parts: this.parts });
    worker.hasEngine = true;
  }

  // A part of the module, compiled (web/code_part.js): the deferred part or a game's. Every worker
  // instantiates it against its own copy of the module, those started later with the module
  // itself. A busy worker takes it after its request (a request that reaches the part's code first
  // loads it there).
  providePart(name, module) {
    if (this.parts[name]) return;
    this.parts[name] = module;
    for (const worker of new Set([...this.idle, ...this.running.values()])) {
      if (worker.hasEngine) worker.postMessage({ part: { name, module } });
    }
  }

  submit(id, text) {
    this.queue.push({ id, text });
    this.pump();
  }

  cancel(id) {
    const waiting = this.queue.findIndex((job) => job.id === id);
    if (waiting >= 0) {
      this.queue.splice(waiting, 1);
    } else if (this.running.has(id)) {
      this.retire(this.running.get(id));
      this.running.delete(id);
    } else {
      return;
    }
    this.fail(id, 'cancelled', 'Cancelled.');
    this.pump();
  }

  // The next answer, {id, text} (text: the response JSON), or null. The id is the pool's own
  // record of which request the worker was running, so even an answer without one is matched.
  take() {
    return this.answers.length > 0 ? this.answers.shift() : null;
  }

  pump() {
    if (this.engine === null) return;
    while (this.queue.length > 0 && (this.idle.length > 0 || this.workers < this.size)) {
      const worker = this.idle.length > 0 ? this.idle.pop() : this.spawn();
      const job = this.queue.shift();
      worker.jobId = job.id;
      this.running.set(job.id, worker);
      worker.postMessage({ id: job.id, request: job.text });
    }
  }

  spawn() {
    const worker = new Worker(this.script);
    this.workers += 1;
    worker.jobId = null;
    worker.hasEngine = false;
    if (this.engine !== null) this.handOver(worker);
    worker.onmessage = (event) => {
      const id = worker.jobId;
      if (id === null || this.running.get(id) !== worker) return;  // cancelled meanwhile
      this.running.delete(id);
      worker.jobId = null;
      if (typeof event.data.response === 'string') {
        this.answer(id, event.data.response);
        this.idle.push(worker);
      } else {
        // The engine aborted or never loaded: this worker is unusable.
        this.retire(worker);
        this.fail(id, 'worker_failed', event.data.fatal || 'The solver stopped unexpectedly.');
      }
      this.pump();
    };
    const died = (why) => {
      const id = worker.jobId;
      this.retire(worker);
      if (id !== null && this.running.get(id) === worker) {
        this.running.delete(id);
        this.fail(id, 'worker_failed', why);
      }
      this.pump();
    };
    worker.onerror = (event) => {
      event.preventDefault();
      died('The solver stopped unexpectedly' + (event.message ? ': ' + event.message : '.'));
    };
    worker.onmessageerror = () => died('The solver sent an unreadable answer.');
    return worker;
  }

  retire(worker) {
    if (worker.retired) return;
    worker.retired = true;
    worker.terminate();
    this.workers -= 1;
    const i = this.idle.indexOf(worker);
    if (i >= 0) this.idle.splice(i, 1);
  }

  answer(id, text) {
    this.answers.push({ id, text });
    if (this.onanswer) this.onanswer();
  }

  fail(id, code, message) {
    this.answer(id, JSON.stringify({ id, ok: false, error: { code, message } }));
  }
}

// At least one worker; no more than four (the engine's searches are single-threaded and memory
// per worker is not free).
globalThis.puzzlelabPool = new PuzzlelabPool(
  'worker.js', Math.max(1, Math.min(4, navigator.hardwareConcurrency || 1)));
