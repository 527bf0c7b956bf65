// Offline checks of rendered Kubernetes manifests against the Kubernetes API schemas, pinned by
// the exact version of kubernetes-models (5.1.0: Kubernetes 1.34's OpenAPI):
//   1. each object against its kind's JSON schema (types, required fields, formats, enums);
//   2. unknown fields, which the JSON schemas let through (the API server drops them silently,
//      so `readinesProbe:` would just lose the probe): the same schemas' TypeScript declarations,
//      type-checked as object literals, refuse any property they do not declare;
//   3. what the platform needs of them (probes, requests, selectors that match, references that
//      resolve), in deployment-rules.mjs.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const require = createRequire(import.meta.url);
const MODELS = dirname(require.resolve('kubernetes-models/package.json'));

/** `apps/v1` + `Deployment` → `kubernetes-models/apps/v1/Deployment`, or undefined. */
function modelPath(resource) {
  const path = `${resource.apiVersion}/${resource.kind}`;
  return existsSync(join(MODELS, `${path}.js`)) ? `kubernetes-models/${path}` : undefined;
}

const label = (resource) => `${resource.kind}/${resource.metadata?.name ?? '?'}`;

/** Schema violations, one sentence each (empty when every object is valid). */
export async function schemaProblems(resources) {
  const problems = [];
  for (const resource of resources) {
    const path = modelPath(resource);
    if (!path) {
      problems.push(`${label(resource)}: no schema for apiVersion ${resource.apiVersion} kind ${resource.kind}`);
      continue;
    }
    const Model = (await import(path))[resource.kind];
    try {
      new Model(structuredClone(resource)).validate();
    } catch (error) {
      problems.push(`${label(resource)}: ${error.message}`);
    }
  }
  return problems;
}

/** Properties the schemas do not declare (a misspelled field), one sentence each. */
export function unknownFieldProblems(resources) {
  const typed = resources.filter(modelPath);
  // A file that exists only in memory, beside this one, so kubernetes-models resolves from here.
  const file = join(dirname(fileURLToPath(import.meta.url)), '__manifests__.ts');
  const source = typed
    .map((resource, i) => `export const m${i}: import('${modelPath(resource)}').I${resource.kind} = ${JSON.stringify(resource, null, 1)};`)
    .join('\n');
  const options = { strict: true, noEmit: true, skipLibCheck: true, types: [], target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext };
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (name, language, ...rest) => (name === file ? ts.createSourceFile(name, source, language, true) : getSourceFile(name, language, ...rest));
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (name) => name === file || fileExists(name);
  const program = ts.createProgram([file], options, host);
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ');
    const { line } = diagnostic.file && diagnostic.start !== undefined ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start) : { line: -1 };
    // Which manifest: the nearest "export const mN" at or above the line.
    const text = diagnostic.file?.text.split('\n').slice(0, line + 1).reverse().find((l) => l.startsWith('export const m')) ?? '';
    const index = Number(/^export const m(\d+)/.exec(text)?.[1]);
    return `${Number.isInteger(index) ? label(typed[index]) : 'manifest'}: ${message}`;
  });
}
