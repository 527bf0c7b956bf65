// Renders a kustomization (infra/k8s/base, infra/k8s/overlays/*) the way `kubectl kustomize`
// does, for the offline checks of `npm test` (no kubectl or cluster here). It knows exactly the
// features these manifests use and refuses anything else, so it cannot silently drift from
// kustomize: resources (files, folders), labels (metadata only), namespace, images,
// configMapGenerator / secretGenerator (files, literals, envs; create, merge, replace; without
// name hashes) and JSON 6902 patches with a target kind and name.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { parseAllDocuments, parse } from 'yaml';

const KNOWN = new Set(['apiVersion', 'kind', 'resources', 'labels', 'namespace', 'images', 'configMapGenerator', 'secretGenerator', 'generatorOptions', 'patches']);
const WORKLOADS = new Set(['Deployment', 'StatefulSet', 'DaemonSet', 'Job', 'CronJob']);

function readDocuments(file) {
  return parseAllDocuments(readFileSync(file, 'utf8'))
    .map((doc) => {
      if (doc.errors.length) throw new Error(`${file}: ${doc.errors[0].message}`);
      return doc.toJS();
    })
    .filter(Boolean);
}

function envFile(file) {
  return Object.fromEntries(
    readFileSync(file, 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#'))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
}

function generatedData(dir, generator) {
  const data = {};
  for (const file of generator.files ?? []) data[basename(file)] = readFileSync(join(dir, file), 'utf8');
  for (const literal of generator.literals ?? []) data[literal.slice(0, literal.indexOf('='))] = literal.slice(literal.indexOf('=') + 1);
  for (const file of generator.envs ?? []) Object.assign(data, envFile(join(dir, file)));
  const unknown = Object.keys(generator).filter((key) => !['name', 'behavior', 'files', 'literals', 'envs'].includes(key));
  if (unknown.length) throw new Error(`${dir}: generator "${generator.name}" uses ${unknown.join(', ')}, which this renderer does not know`);
  return data;
}

function applyGenerator(dir, resources, generator, kind) {
  const data = generatedData(dir, generator);
  const encoded = kind === 'Secret' ? Object.fromEntries(Object.entries(data).map(([k, v]) => [k, Buffer.from(v).toString('base64')])) : data;
  const behavior = generator.behavior ?? 'create';
  const existing = resources.find((r) => r.kind === kind && r.metadata?.name === generator.name);
  if (behavior === 'create') {
    if (existing) throw new Error(`${dir}: ${kind} ${generator.name} already exists (use behavior: merge or replace)`);
    resources.push({ apiVersion: 'v1', kind, metadata: { name: generator.name }, ...(kind === 'Secret' ? { type: 'Opaque' } : {}), data: encoded });
    return;
  }
  if (!existing) throw new Error(`${dir}: ${behavior} of ${kind} ${generator.name}, which no resource defines`);
  existing.data = behavior === 'merge' ? { ...existing.data, ...encoded } : encoded;
}

/** RFC 6902 add / replace / remove with JSON pointers. */
function applyJsonPatch(target, operations, where) {
  for (const { op, path, value, ...rest } of operations) {
    if (Object.keys(rest).length || !['add', 'replace', 'remove'].includes(op)) throw new Error(`${where}: unsupported patch operation ${JSON.stringify({ op, ...rest })}`);
    const keys = path.split('/').slice(1).map((key) => key.replace(/~1/g, '/').replace(/~0/g, '~'));
    const last = keys.pop();
    let parent = target;
    for (const key of keys) {
      if (parent?.[key] === undefined) throw new Error(`${where}: ${path} does not exist`);
      parent = parent[key];
    }
    if (op !== 'add' && !(last in parent)) throw new Error(`${where}: ${path} does not exist`);
    if (op === 'remove') {
      if (Array.isArray(parent)) parent.splice(Number(last), 1);
      else delete parent[last];
    } else if (Array.isArray(parent) && op === 'add') {
      parent.splice(last === '-' ? parent.length : Number(last), 0, value);
    } else parent[last] = value;
  }
}

function podSpecs(resource) {
  if (!WORKLOADS.has(resource.kind)) return [];
  const template = resource.kind === 'CronJob' ? resource.spec?.jobTemplate?.spec?.template : resource.spec?.template;
  return template?.spec ? [template.spec] : [];
}

/** The resources `dir`'s kustomization.yaml produces, in order. */
export function kustomize(dir) {
  const file = join(dir, 'kustomization.yaml');
  if (!existsSync(file)) throw new Error(`${dir} has no kustomization.yaml`);
  const k = parse(readFileSync(file, 'utf8'));
  const unknown = Object.keys(k).filter((key) => !KNOWN.has(key));
  if (unknown.length) throw new Error(`${file}: ${unknown.join(', ')} is not supported by this renderer (or is misspelled)`);
  if ((k.configMapGenerator || k.secretGenerator) && k.generatorOptions?.disableNameSuffixHash !== true) {
    throw new Error(`${file}: generators need generatorOptions.disableNameSuffixHash: true here`);
  }
  const resources = [];
  for (const entry of k.resources ?? []) {
    const path = join(dir, entry);
    resources.push(...(statSync(path).isDirectory() ? kustomize(path) : readDocuments(path)));
  }
  for (const generator of k.configMapGenerator ?? []) applyGenerator(dir, resources, generator, 'ConfigMap');
  for (const generator of k.secretGenerator ?? []) applyGenerator(dir, resources, generator, 'Secret');
  for (const { target, patch, ...rest } of k.patches ?? []) {
    if (Object.keys(rest).length || !target?.kind || !target?.name || typeof patch !== 'string') throw new Error(`${file}: only inline JSON 6902 patches with target kind and name are supported`);
    const matches = resources.filter((r) => r.kind === target.kind && r.metadata?.name === target.name);
    if (!matches.length) throw new Error(`${file}: patch target ${target.kind} ${target.name} matches nothing`);
    for (const resource of matches) applyJsonPatch(resource, parse(patch), `${file} (${target.kind} ${target.name})`);
  }
  for (const image of k.images ?? []) {
    let used = false;
    for (const spec of resources.flatMap(podSpecs)) {
      for (const container of [...(spec.containers ?? []), ...(spec.initContainers ?? [])]) {
        const [name] = container.image.split(/[:@]/);
        if (name !== image.name) continue;
        used = true;
        container.image = `${image.newName ?? name}:${image.newTag ?? container.image.split(':')[1] ?? 'latest'}`;
      }
    }
    if (!used) throw new Error(`${file}: image ${image.name} is used by no container (a typo?)`);
  }
  for (const { pairs, ...rest } of k.labels ?? []) {
    if (Object.keys(rest).length) throw new Error(`${file}: labels options ${Object.keys(rest).join(', ')} are not supported`);
    for (const resource of resources) resource.metadata = { ...resource.metadata, labels: { ...resource.metadata?.labels, ...pairs } };
  }
  if (k.namespace) for (const resource of resources) resource.metadata.namespace = k.namespace;
  return resources;
}
