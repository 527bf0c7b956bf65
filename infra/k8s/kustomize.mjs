// Renders a kustomization (infra/k8s/base, infra/k8s/overlays/*) with the real `kubectl kustomize`
// (kustomize 4.1 or newer: the manifests use `labels:`; .ci/run tries to install kubectl when it is
// missing), for the offline checks of `npm test`: what is validated is exactly what `kubectl apply -k`
// would send.
import { execFileSync } from 'node:child_process';
import { parseAllDocuments } from 'yaml';

/** The kubectl to run (KUBECTL overrides the one on PATH). */
const KUBECTL = process.env.KUBECTL || 'kubectl';

/** The resources `dir`'s kustomization produces, in kustomize's order. */
export function kustomize(dir) {
  let output;
  try {
    output = execFileSync(KUBECTL, ['kustomize', dir], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    if (error.code === 'ENOENT') throw new Error(`${KUBECTL} is not installed: the Kubernetes checks need kubectl with kustomize 4.1 or newer (infra/README.md)`);
    // kubectl's own sentence, without its log prefix: `invalid Kustomization: json: unknown field "namespce"`.
    const reason = String(error.stderr ?? error.message).trim().replace(/^E\d{4} [\d:.]+\s+\d+ \S+\] "command failed" err=/, '');
    throw new Error(`kubectl kustomize ${dir}: ${reason}`);
  }
  return parseAllDocuments(output)
    .map((doc) => {
      if (doc.errors.length) throw new Error(`kubectl kustomize ${dir}: ${doc.errors[0].message}`);
      return doc.toJS();
    })
    .filter(Boolean)
    .map(asTheServerReadsIt);
}

/**
 * kustomize wraps a long base64 value of a Secret at 70 columns; the API server's decoder skips
 * those line breaks, the schema's "byte" format does not: join them as the server reads them.
 */
function asTheServerReadsIt(resource) {
  if (resource.kind !== 'Secret' || !resource.data) return resource;
  return { ...resource, data: Object.fromEntries(Object.entries(resource.data).map(([key, value]) => [key, String(value).replace(/\s+/g, '')])) };
}
