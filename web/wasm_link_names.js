// Short names for the links between the module's parts (web/split_module.js). The cut is made in
// steps, each of which must read the functions' names that the one before wrote; with those names,
// wasm-split also names each export the play part makes for another part (and that part's import of
// it) after the function: over a thousand C++ signatures, hundreds of kilobytes. Here each such
// export is renamed to a short name, in the play part and in every part that imports it, and the
// parts' own names sections are dropped. The exports the glue script calls keep their names.
'use strict';

const { leb, skipImport } = require('./wasm_contributors');

const IMPORT_SECTION = 2;
const EXPORT_SECTION = 7;
const CUSTOM_SECTION = 0;

function encodeLeb(value) {
  const out = [];
  do {
    let byte = value % 128;
    value = Math.floor(value / 128);
    if (value > 0) byte |= 0x80;
    out.push(byte);
  } while (value > 0);
  return Buffer.from(out);
}

const encodeName = (name) => {
  const bytes = Buffer.from(name, 'utf8');
  return Buffer.concat([encodeLeb(bytes.length), bytes]);
};

function readName(bytes, at) {
  const [length, start] = leb(bytes, at);
  return [bytes.subarray(start, start + length).toString('utf8'), start + length];
}

// The module's sections: [{id, start, end}] (start: the section's contents, after its size).
function sections(bytes) {
  const out = [];
  let at = 8;
  while (at < bytes.length) {
    const id = bytes[at];
    const [size, start] = leb(bytes, at + 1);
    out.push({ id, start, end: start + size, head: at });
    at = start + size;
  }
  return out;
}

function customName(bytes, section) {
  return section.id === CUSTOM_SECTION ? readName(bytes, section.start)[0] : null;
}

// The module with `rewrite(id, contents)` applied to each section (null drops it).
function rewriteSections(bytes, rewrite) {
  const out = [bytes.subarray(0, 8)];
  for (const section of sections(bytes)) {
    const contents = rewrite(section, bytes.subarray(section.start, section.end));
    if (contents === null) continue;
    out.push(Buffer.from([section.id]), encodeLeb(contents.length), contents);
  }
  return Buffer.concat(out);
}

// The entries of the section `id` (a vector: a count, then the entries), each read by
// `readEntry(at)`: [entry, next offset]. Empty when the module has no such section.
function readVector(bytes, id, readEntry) {
  const section = sections(bytes).find((s) => s.id === id);
  if (!section) return [];
  let [count, at] = leb(bytes, section.start);
  const out = [];
  while (count-- > 0) {
    let entry;
    [entry, at] = readEntry(at);
    out.push(entry);
  }
  return out;
}

const encodeVector = (entries, encodeEntry) => Buffer.concat([encodeLeb(entries.length), ...entries.map(encodeEntry)]);

// The exports: [{name, kind, index}].
const readExports = (bytes) => readVector(bytes, EXPORT_SECTION, (at) => {
  const [name, kindAt] = readName(bytes, at);
  const [index, next] = leb(bytes, kindAt + 1);
  return [{ name, kind: bytes[kindAt], index }, next];
});
const encodeExport = (e) => Buffer.concat([encodeName(e.name), Buffer.from([e.kind]), encodeLeb(e.index)]);

// The imports: [{module, name, kind, desc (the bytes after the kind)}].
const readImports = (bytes) => readVector(bytes, IMPORT_SECTION, (at) => {
  const [module, nameAt] = readName(bytes, at);
  const [name, kindAt] = readName(bytes, nameAt);
  const end = skipImport(bytes, kindAt + 1, bytes[kindAt]);
  return [{ module, name, kind: bytes[kindAt], desc: bytes.subarray(kindAt + 1, end) }, end];
});
const encodeImport = (i) => Buffer.concat([encodeName(i.module), encodeName(i.name), Buffer.from([i.kind]), i.desc]);

// Renames the primary's exports that are not in `keep` (their names short, in order) and the
// parts' imports of them from the namespace `primary`. Returns {primary, parts} as Buffers.
function shortenLinkNames(primary, parts, keep) {
  const renamed = new Map();
  const original = readExports(primary);
  const taken = new Set(original.map((e) => e.name));
  let next = 0;
  const fresh = () => {
    for (;;) {
      const name = `$${(next++).toString(36)}`;
      if (!taken.has(name)) return name;
    }
  };
  const exports = original.map((e) => {
    if (keep.has(e.name)) return e;
    if (!renamed.has(e.name)) renamed.set(e.name, fresh());
    return { ...e, name: renamed.get(e.name) };
  });
  const newPrimary = rewriteSections(primary, (section, contents) =>
    (section.id === EXPORT_SECTION ? encodeVector(exports, encodeExport) : contents));
  const newParts = parts.map((part) => {
    const imports = readImports(part).map((i) => (i.module === 'primary' && renamed.has(i.name) ? { ...i, name: renamed.get(i.name) } : i));
    return rewriteSections(part, (section, contents) => {
      if (customName(part, section) === 'name') return null;
      return section.id === IMPORT_SECTION ? encodeVector(imports, encodeImport) : contents;
    });
  });
  return { primary: newPrimary, parts: newParts };
}

module.exports = { shortenLinkNames, readExports };
