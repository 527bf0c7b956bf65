// What Homewise needs of its Kubernetes objects beyond valid schemas, checked on the rendered
// manifests: every container probed and sized, selectors that select their own pods, and every
// reference (Service, ConfigMap, Secret, HPA/PDB target, Ingress backend) resolving.
import { createRequire } from 'node:module';

/** The one list of remotes (packages/platform/build/remotes.json): each is deployed and mapped. */
const REMOTES = createRequire(import.meta.url)('../../packages/platform/build/remotes.json');

const podTemplates = (resources) =>
  resources.filter((r) => ['Deployment', 'Job'].includes(r.kind)).map((r) => ({ owner: r, template: r.spec.template }));
const matches = (selector = {}, labels = {}) => Object.entries(selector).every(([key, value]) => labels[key] === value);
const find = (resources, kind, name) => resources.find((r) => r.kind === kind && r.metadata.name === name);

export function deploymentProblems(resources) {
  const problems = [];
  const say = (resource, text) => problems.push(`${resource.kind}/${resource.metadata.name}: ${text}`);
  for (const { owner, template } of podTemplates(resources)) {
    const spec = template.spec;
    if (spec.securityContext?.runAsNonRoot !== true) say(owner, 'pods must run as non-root (securityContext.runAsNonRoot)');
    for (const container of spec.containers) {
      if (!container.resources?.requests?.cpu || !container.resources?.requests?.memory) say(owner, `container ${container.name} has no cpu and memory requests`);
      if (owner.kind === 'Deployment' && (!container.readinessProbe || !container.livenessProbe)) say(owner, `container ${container.name} needs a readiness and a liveness probe`);
      for (const from of container.envFrom ?? []) {
        if (from.configMapRef && !find(resources, 'ConfigMap', from.configMapRef.name)) say(owner, `ConfigMap ${from.configMapRef.name} does not exist`);
        if (from.secretRef && !find(resources, 'Secret', from.secretRef.name)) say(owner, `Secret ${from.secretRef.name} does not exist`);
      }
    }
    for (const volume of spec.volumes ?? []) {
      if (volume.configMap && !find(resources, 'ConfigMap', volume.configMap.name)) say(owner, `volume ${volume.name}: ConfigMap ${volume.configMap.name} does not exist`);
    }
    if (owner.kind === 'Deployment' && !matches(owner.spec.selector.matchLabels, template.metadata.labels)) say(owner, 'selector does not match its pod labels');
  }
  const deployments = resources.filter((r) => r.kind === 'Deployment');
  for (const service of resources.filter((r) => r.kind === 'Service')) {
    const selected = deployments.filter((d) => matches(service.spec.selector, d.spec.template.metadata.labels));
    if (selected.length !== 1) say(service, `selects ${selected.length} Deployments (want 1)`);
    for (const port of service.spec.ports) {
      const named = selected.flatMap((d) => d.spec.template.spec.containers.flatMap((c) => c.ports ?? []));
      if (typeof port.targetPort === 'string' && !named.some((p) => p.name === port.targetPort)) say(service, `targetPort ${port.targetPort} is no container port`);
    }
  }
  for (const pdb of resources.filter((r) => r.kind === 'PodDisruptionBudget')) {
    if (!deployments.some((d) => matches(pdb.spec.selector.matchLabels, d.spec.template.metadata.labels))) say(pdb, 'selects no pods');
  }
  for (const hpa of resources.filter((r) => r.kind === 'HorizontalPodAutoscaler')) {
    const target = find(resources, hpa.spec.scaleTargetRef.kind, hpa.spec.scaleTargetRef.name);
    if (!target) say(hpa, `scale target ${hpa.spec.scaleTargetRef.name} does not exist`);
    if (target?.spec.replicas > hpa.spec.maxReplicas) say(hpa, 'the Deployment asks for more replicas than maxReplicas');
  }
  for (const ingress of resources.filter((r) => r.kind === 'Ingress')) {
    const hosts = ingress.spec.rules.map((rule) => rule.host);
    const covered = new Set((ingress.spec.tls ?? []).flatMap((tls) => tls.hosts));
    for (const host of hosts) if (!covered.has(host)) say(ingress, `host ${host} has no TLS`);
    for (const path of ingress.spec.rules.flatMap((rule) => rule.http.paths)) {
      const service = find(resources, 'Service', path.backend.service.name);
      if (!service) say(ingress, `backend Service ${path.backend.service.name} does not exist`);
      else if (!service.spec.ports.some((p) => p.name === path.backend.service.port.name || p.port === path.backend.service.port.number)) say(ingress, `Service ${service.metadata.name} has no port ${JSON.stringify(path.backend.service.port)}`);
    }
  }
  const remotes = resources.find((r) => r.kind === 'ConfigMap' && r.metadata.name === 'homewise-remotes');
  if (!remotes) problems.push('ConfigMap/homewise-remotes (the edge\'s /remotes.json) is missing');
  else {
    try {
      const map = JSON.parse(remotes.data['remotes.json']);
      for (const name of Object.keys(REMOTES)) {
        if (!/^https:\/\/.+\/mf-manifest\.json$/.test(map[name] ?? '')) problems.push(`ConfigMap/homewise-remotes: ${name} must be an https URL of its mf-manifest.json`);
      }
      for (const name of Object.keys(map)) {
        if (!REMOTES[name]) problems.push(`ConfigMap/homewise-remotes: ${name} is not a remote of packages/platform/build/remotes.json`);
      }
    } catch (error) {
      problems.push(`ConfigMap/homewise-remotes: remotes.json is not JSON (${error.message})`);
    }
  }
  // Each remote runs its own image (the folder it is built from), and no remote runs that the list does not know.
  for (const [name, { dir }] of Object.entries(REMOTES)) {
    const image = find(resources, 'Deployment', `homewise-${name}`)?.spec.template.spec.containers[0]?.image ?? '';
    if (!new RegExp(`(^|/)homewise/${dir}(:|@|$)`).test(image)) problems.push(`Deployment/homewise-${name}: its image must be homewise/${dir} (got "${image}")`);
  }
  for (const deployment of resources.filter((r) => r.kind === 'Deployment' && r.metadata.labels?.['app.kubernetes.io/component'] === 'remote')) {
    const name = deployment.metadata.name.replace(/^homewise-/, '');
    if (!REMOTES[name]) say(deployment, `${name} is not a remote of packages/platform/build/remotes.json`);
  }
  if (!resources.some((r) => r.kind === 'Job' && r.spec.template.spec.containers.some((c) => c.command?.join(' ') === 'node dist/cli/migrations.js run'))) {
    problems.push('no migration Job (node dist/cli/migrations.js run)');
  }
  return problems;
}
