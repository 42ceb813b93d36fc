// The placeholders of the module's game parts (web/split_module.js: part NAME's calls wait in the
// namespace `placeholder-NAME`). Emscripten's glue provides only its own namespace, `placeholder`,
// the deferred part's; the page (index.html) and the workers (web/worker.js) add the others to the
// module's imports here. A placeholder that is called loads its part at once (`load(name, index)`,
// synchronously: web/code_part.js, web/worker.js) and then calls the function the part put in its
// slot of the table.
'use strict';

function puzzlelabAddPlaceholders(imports, module, load) {
  for (const { module: namespace } of WebAssembly.Module.imports(module)) {
    const name = /^placeholder-(.+)$/.exec(namespace)?.[1];
    if (!name || imports[namespace]) continue;
    imports[namespace] = new Proxy({}, {
      get: (_, index) => (...args) => {
        load(name, Number(index));
        const table = Object.values(Module.asm).find((value) => value instanceof WebAssembly.Table);
        return table.get(Number(index))(...args);
      },
    });
  }
  return imports;
}
