// One engine worker: runs the app's own module (puzzlelab-app.js/.wasm, whose web/engine_worker.cpp
// answers protocol requests) without its main, and answers requests one at a time, as JSON text.
// The pool's first message hands over the module the page compiled: {engine: {module, script},
// parts} (a WebAssembly.Module, the glue script's URL, and the module's parts the page has, by
// name: docs/app/CODE_PARTS.md), so the worker neither downloads nor compiles them. A part may also
// come later, alone: {part: {name, module}}. A request that reaches a part's code before it came
// loads the part here, synchronously (a worker may wait).
// Message in: {id, request: "<json>"}. Message out: {id, response: "<json>"} or, when the engine
// cannot run at all, {id, fatal: "<why>"} (the pool then retires this worker).
'use strict';

importScripts('part_placeholders.js');

let loading = null;  // the promise of the engine's handle function
const parts = {};  // the module's parts this worker has, compiled, by name
const instantiated = new Set();  // and those in its table

// A part against this worker's module: its functions take their places in its table.
function instantiatePart(name) {
  if (!parts[name] || instantiated.has(name)) return;
  new WebAssembly.Instance(parts[name], { primary: self.Module.asm });
  instantiated.add(name);
}

// A part's file, as the build named it in the glue script (web/split_module.js), synchronously.
function fetchPartNow(name) {
  const file = self.Module.puzzlelabParts[name];
  const request = new XMLHttpRequest();
  request.open('GET', file, false);
  request.responseType = 'arraybuffer';
  request.send(null);
  if (request.status !== 200) throw new Error(`${file}: ${request.status} ${request.statusText}`);
  return request.response;
}

// A placeholder of part `name` was called before the page handed the part over: load it here.
function loadPartNow(name) {
  if (!parts[name]) parts[name] = new WebAssembly.Module(fetchPartNow(name));
  instantiatePart(name);
}

function load({ module, script }) {
  return new Promise((resolve, reject) => {
    self.Module = {
      noInitialRun: true,
      print: (text) => console.log(text),
      printErr: (text) => console.warn(text),
      instantiateWasm(imports, receive) {
        WebAssembly.instantiate(module, puzzlelabAddPlaceholders(imports, module, loadPartNow))
          .then((instance) => receive(instance, module), reject);
        return {};
      },
      // Emscripten's glue, when a placeholder of the deferred part is called.
      loadSplitModule: () => loadPartNow('deferred'),
      onRuntimeInitialized: () => {
        try {
          Object.keys(parts).forEach(instantiatePart);
        } catch (error) {
          reject(error);
          return;
        }
        resolve(self.Module.cwrap('puzzlelab_handle', 'string', ['string']));
      },
      onAbort: (what) => reject(new Error(String(what))),
    };
    importScripts(script);
  });
}

self.onmessage = (event) => {
  if (event.data.engine) {
    Object.assign(parts, event.data.parts || {});
    loading = load(event.data.engine);
    loading.catch(() => {});  // reported with the first request
    return;
  }
  if (event.data.part) {
    const { name, module } = event.data.part;
    if (!parts[name]) parts[name] = module;
    if (loading) {
      loading = loading.then((handle) => {
        instantiatePart(name);
        return handle;
      });
      loading.catch(() => {});
    }
    return;
  }
  const { id, request } = event.data;
  const engine = loading || Promise.reject(new Error('no engine was handed to this worker'));
  engine.then((handle) => {
    let response;
    try {
      response = handle(request);
    } catch (error) {
      // A wasm trap leaves the module unusable: report it and let the pool replace us.
      self.postMessage({ id, fatal: 'The solver crashed: ' + error });
      return;
    }
    self.postMessage({ id, response });
  }, (error) => {
    self.postMessage({ id, fatal: 'The solver could not be loaded: ' + error });
  });
};
