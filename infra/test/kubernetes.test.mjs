// The Kubernetes manifests (infra/k8s) rendered by `kubectl kustomize` and validated offline
// against Kubernetes 1.34's schemas (kubernetes-models 5.1.0, pinned): a misspelled field, a
// wrong type, a dangling reference or a missing probe fails `npm test`.
import { cpSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { kustomize } from '../k8s/kustomize.mjs';
import { deploymentProblems } from '../k8s/deployment-rules.mjs';
import { schemaProblems, unknownFieldProblems } from '../k8s/validate.mjs';
import { ROOT } from './support.mjs';
// The one list of remotes: every overlay deploys exactly these (deployment-rules.mjs reads it too).
const REMOTES = Object.keys(JSON.parse(readFileSync(join(ROOT, 'packages/platform/build/remotes.json'), 'utf8')));

const K8S = join(ROOT, 'infra/k8s');
const OVERLAYS = readdirSync(join(K8S, 'overlays'));

/** A copy of infra/k8s where each overlay has its secrets.env (from the committed example). */
function workingCopy() {
  const dir = mkdtempSync(join(tmpdir(), 'homewise-k8s-'));
  cpSync(K8S, dir, { recursive: true });
  for (const overlay of OVERLAYS) {
    writeFileSync(join(dir, 'overlays', overlay, 'secrets.env'), readFileSync(join(K8S, 'overlays', overlay, 'secrets.env.example')));
  }
  return dir;
}

async function problemsOf(resources) {
  return [...(await schemaProblems(resources)), ...unknownFieldProblems(resources), ...deploymentProblems(resources)];
}

const copy = workingCopy();

describe.each(OVERLAYS)('the %s overlay', (overlay) => {
  const resources = kustomize(join(copy, 'overlays', overlay));

  it('renders every part of the platform', () => {
    const names = resources.map((r) => `${r.kind}/${r.metadata.name}`);
    for (const part of ['backend', 'edge', ...REMOTES]) {
      expect(names).toContain(`Deployment/homewise-${part}`);
      expect(names).toContain(`Service/homewise-${part}`);
      expect(names).toContain(`PodDisruptionBudget/homewise-${part}`);
    }
    expect(names).toEqual(expect.arrayContaining(['HorizontalPodAutoscaler/homewise-backend', 'Ingress/homewise', 'Secret/homewise-secrets', 'ConfigMap/homewise-remotes']));
    expect(names.filter((name) => name.startsWith('Job/homewise-migrate-'))).toHaveLength(1);
    expect(resources.every((r) => r.metadata.namespace?.startsWith('homewise'))).toBe(true);
  });

  it('is valid against the Kubernetes schemas, with no unknown field, and holds together', async () => {
    expect(await problemsOf(resources)).toEqual([]);
  });

  it('lets only the edge (and Prometheus) reach the backend, only the ingress controller reach the web servers, and the edge the marketing remote', () => {
    const policies = resources.filter((r) => r.kind === 'NetworkPolicy');
    const labelsOf = (name) => resources.find((r) => r.kind === 'Deployment' && r.metadata.name === name).spec.template.metadata.labels;
    /** Does `policy` select a pod with these labels (matchLabels, In / NotIn)? */
    const selects = (policy, labels) => {
      const { matchLabels = {}, matchExpressions = [] } = policy.spec.podSelector;
      return (
        Object.entries(matchLabels).every(([key, value]) => labels[key] === value) &&
        matchExpressions.every(({ key, operator, values }) => (operator === 'In' ? values.includes(labels[key]) : !values.includes(labels[key])))
      );
    };
    const denyAll = policies.find((p) => Object.keys(p.spec.podSelector).length === 0);
    expect(denyAll.spec).toEqual({ podSelector: {}, policyTypes: ['Ingress'] });
    const backendRules = policies.filter((p) => selects(p, labelsOf('homewise-backend'))).flatMap((p) => p.spec.ingress ?? []);
    expect(backendRules.map((rule) => rule.from)).toEqual([
      [{ podSelector: { matchLabels: { 'app.kubernetes.io/name': 'homewise-edge' } } }],
      [{ namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': 'monitoring' } } }],
    ]);
    const fromIngress = [{ namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': 'ingress-nginx' } } }];
    const fromEdge = [{ podSelector: { matchLabels: { 'app.kubernetes.io/name': 'homewise-edge' } } }];
    for (const part of ['edge', ...REMOTES]) {
      const rules = policies.filter((p) => selects(p, labelsOf(`homewise-${part}`))).flatMap((p) => p.spec.ingress ?? []);
      // The edge reads the marketing remote's prerendered pages (MARKETING_PRERENDER_URL); no other remote.
      const expected = part === 'marketing' ? [fromIngress, fromEdge] : [fromIngress];
      expect([part, rules.map((rule) => rule.from)]).toEqual([part, expected]);
      expect(rules.every((rule) => rule.ports.length === 1 && rule.ports[0].port === 8080)).toBe(true);
    }
  });

  it("points the edge's MARKETING_PRERENDER_URL at the marketing remote's Service and port", () => {
    const edge = resources.find((r) => r.kind === 'Deployment' && r.metadata.name === 'homewise-edge').spec.template.spec.containers[0];
    const url = new URL(edge.env.find((e) => e.name === 'MARKETING_PRERENDER_URL').value);
    const service = resources.find((r) => r.kind === 'Service' && r.metadata.name === url.hostname);
    expect(service?.spec.selector).toEqual({ 'app.kubernetes.io/name': 'homewise-marketing' });
    expect(service.spec.ports.map((p) => p.port)).toContain(Number(url.port));
    expect(url.pathname).toBe('/');
  });

  it('trusts the configured proxy CIDRs, never all of 10.0.0.0/8', () => {
    const config = resources.find((r) => r.kind === 'ConfigMap' && r.metadata.name === 'homewise-config').data;
    expect(config.TRUST_PROXY).toMatch(/^\d+\.\d+\.\d+\.\d+\/(1[6-9]|2\d|3[0-2])$/);
    expect(config.INGRESS_PROXY_CIDR).toMatch(/^\d+\.\d+\.\d+\.\d+\/(1[6-9]|2\d|3[0-2])$/);
    const edge = resources.find((r) => r.kind === 'Deployment' && r.metadata.name === 'homewise-edge').spec.template.spec.containers[0];
    expect(edge.env.find((e) => e.name === 'TRUSTED_PROXY')).toEqual({
      name: 'TRUSTED_PROXY',
      valueFrom: { configMapKeyRef: { name: 'homewise-config', key: 'INGRESS_PROXY_CIDR' } },
    });
    expect(JSON.stringify(resources)).not.toContain('10.0.0.0/8');
  });

  it('versions each remote on its own image and the migration Job with the backend', () => {
    const image = (name) => resources.find((r) => r.kind === 'Deployment' && r.metadata.name === name).spec.template.spec.containers[0].image;
    const job = resources.find((r) => r.kind === 'Job');
    expect(job.spec.template.spec.containers[0].image).toBe(image('homewise-backend'));
    const remoteImages = REMOTES.map((name) => image(`homewise-${name}`));
    expect(new Set(remoteImages.map((i) => i.split(':')[0])).size).toBe(REMOTES.length);
  });
});

describe('the checks catch mistakes', () => {
  const resources = () => kustomize(join(copy, 'overlays', 'production'));
  const deployment = (list, name) => list.find((r) => r.kind === 'Deployment' && r.metadata.name === name);

  it('a misspelled field', async () => {
    const list = resources();
    const container = deployment(list, 'homewise-backend').spec.template.spec.containers[0];
    container.readinesProbe = container.readinessProbe;
    delete container.readinessProbe;
    const problems = await problemsOf(list);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Deployment\/homewise-backend: .*'"?readinesProbe"?' does not exist in type 'IContainer'/),
        'Deployment/homewise-backend: container backend needs a readiness and a liveness probe',
      ]),
    );
  });

  it('a wrong type and a missing required field', async () => {
    const list = resources();
    deployment(list, 'homewise-edge').spec.replicas = 'two';
    delete list.find((r) => r.kind === 'HorizontalPodAutoscaler').spec.scaleTargetRef.name;
    const problems = await problemsOf(list);
    expect(problems.join('\n')).toMatch(/Deployment\/homewise-edge: .*replicas must be integer/);
    expect(problems.join('\n')).toMatch(/HorizontalPodAutoscaler\/homewise-backend: .*must have required property name/);
  });

  it('references that do not resolve', async () => {
    const list = resources();
    deployment(list, 'homewise-backend').spec.template.spec.containers[0].envFrom[1].secretRef.name = 'homewise-secret';
    list.find((r) => r.kind === 'Service' && r.metadata.name === 'homewise-account').spec.selector = { 'app.kubernetes.io/name': 'homewise-acount' };
    expect(deploymentProblems(list)).toEqual([
      'Deployment/homewise-backend: Secret homewise-secret does not exist',
      'Service/homewise-account: selects 0 Deployments (want 1)',
      'Service/homewise-account: targetPort http is no container port',
    ]);
  });

  it('a remote missing from, or unknown to, the one list of remotes', () => {
    const list = resources();
    const map = list.find((r) => r.kind === 'ConfigMap' && r.metadata.name === 'homewise-remotes');
    const remotes = JSON.parse(map.data['remotes.json']);
    delete remotes.calculators;
    remotes.mortgages = 'https://mortgages.homewise.example/mf-manifest.json';
    map.data['remotes.json'] = JSON.stringify(remotes);
    const account = deployment(list, 'homewise-account');
    account.spec.template.spec.containers[0].image = 'registry.example.com/homewise/mfe-dashboard:1.0.0';
    const extra = structuredClone(account);
    extra.metadata.name = 'homewise-mortgages';
    list.push(extra);
    expect(deploymentProblems(list)).toEqual(
      expect.arrayContaining([
        'ConfigMap/homewise-remotes: calculators must be an https URL of its mf-manifest.json',
        'ConfigMap/homewise-remotes: mortgages is not a remote of packages/platform/build/remotes.json',
        'Deployment/homewise-account: its image must be homewise/mfe-account (got "registry.example.com/homewise/mfe-dashboard:1.0.0")',
        'Deployment/homewise-mortgages: mortgages is not a remote of packages/platform/build/remotes.json',
      ]),
    );
  });

  it('a misspelled kustomization key', () => {
    const dir = workingCopy();
    const file = join(dir, 'overlays', 'production', 'kustomization.yaml');
    writeFileSync(file, readFileSync(file, 'utf8').replace('namespace: homewise', 'namespce: homewise'));
    expect(() => kustomize(join(dir, 'overlays', 'production'))).toThrow(/invalid Kustomization: json: unknown field \\?"namespce\\?"/);
  });
});
