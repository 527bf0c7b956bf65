// `npm run bench` (root) or `npm run bench -w packages/finance`: times one call of each
// calculation a screen reruns on every keystroke, against the built package (dist/).
// Prints mean and p99 per call in microseconds. The target: each well under 1 ms.
import { existsSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';

const dist = new URL('../dist/index.js', import.meta.url);
if (!existsSync(dist)) {
  console.error('packages/finance is not built: run `npm run build -w packages/finance` (the root `npm run bench` builds first).');
  process.exit(1);
}
const finance = await import(dist.href);

const WARMUP = 300;
const CALLS = 3000;

/**
 * Runs `call` WARMUP times untimed, then CALLS times timed one by one. Also the CPU time per
 * call: on a busy shared machine wall time includes waiting for a core, CPU time does not.
 */
function measure(call) {
  for (let i = 0; i < WARMUP; i++) call();
  const micros = new Float64Array(CALLS);
  const cpuBefore = process.cpuUsage();
  for (let i = 0; i < CALLS; i++) {
    const start = process.hrtime.bigint();
    call();
    micros[i] = Number(process.hrtime.bigint() - start) / 1000;
  }
  const cpu = process.cpuUsage(cpuBefore);
  micros.sort();
  const mean = micros.reduce((sum, us) => sum + us, 0) / CALLS;
  return { mean, p99: micros[Math.ceil(CALLS * 0.99) - 1], cpu: (cpu.user + cpu.system) / CALLS };
}

const today = '2025-03-14';
const projection = (loan) => finance.extraPaymentProjection({ balance: 200_000, annualRate: 0.06, loanTermYears: 30, today, ...loan });
const cases = [
  {
    name: 'amortizationSchedule, 360 rows',
    call: () => finance.amortizationSchedule({ balance: 300_000, annualRate: 0.06875, monthlyPayment: 1970.79, startDate: '2025-04-01' }),
    size: (rows) => `${rows.length} rows`,
  },
  {
    name: 'annualSchedule of those 360 rows',
    call: (() => {
      const rows = finance.amortizationSchedule({ balance: 300_000, annualRate: 0.06875, monthlyPayment: 1970.79, startDate: '2025-04-01' });
      return () => finance.annualSchedule(rows);
    })(),
    size: (years) => `${years.length} years`,
  },
  {
    // Worst case: an interest-only payment, so both plans run the whole 540-month limit.
    name: 'extraPaymentProjection, 540 + 540 months',
    call: () => projection({ monthlyPayment: 1000, firstPaymentDate: '2020-01-31', extra: { amount: 100, type: 'one_time' } }),
    size: (p) => `${p.original.months} + ${p.accelerated.months} months`,
  },
  {
    name: 'extraPaymentProjection, typical ($100 a month)',
    call: () => projection({ monthlyPayment: 1199.1, firstPaymentDate: '2025-01-01', extra: { amount: 100, type: 'monthly' } }),
    size: (p) => `${p.original.months} + ${p.accelerated.months} months`,
  },
  {
    name: 'refinance (with the 30-year chart series)',
    call: () =>
      finance.refinance({
        balance: 250_000, currentMonthlyPayment: 1800, currentRate: 0.065, loanTermYears: 30, firstPaymentDate: '2020-01-01', today,
        newRate: 0.055, newTermYears: 30, closingCosts: 5000, rollClosingCosts: false,
      }),
    size: (r) => `${r.chart.length} chart points`,
  },
  {
    name: 'equityProjection, 30 years',
    call: () =>
      finance.equityProjection({ homeValue: 400_000, balance: 250_000, annualRate: 0.06, monthlyPayment: 1800, startYear: 2025 }),
    size: (rows) => `${rows.length} rows`,
  },
  {
    name: 'autoBalance, 62 months elapsed',
    call: () =>
      finance.autoBalance({ originalLoanAmount: 300_000, annualRate: 0.06875, monthlyPayment: 1970.79, firstPaymentDate: '2020-01-01', today, extraPaymentsTotal: 2500 }),
    size: () => 'one balance',
  },
];

console.log(`@homewise/finance bench — node ${process.version}, ${cpus().length} cores, load ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
console.log(`${CALLS} timed calls each after ${WARMUP} warm-up calls; microseconds per call\n`);
console.log(`${'calculation'.padEnd(48)}${'size'.padEnd(20)}${'mean µs'.padStart(10)}${'p99 µs'.padStart(10)}${'CPU µs'.padStart(10)}`);
for (const { name, call, size } of cases) {
  const { mean, p99, cpu } = measure(call);
  const cells = [mean, p99, cpu].map((us) => us.toFixed(1).padStart(10)).join('');
  console.log(`${name.padEnd(48)}${size(call()).padEnd(20)}${cells}`);
}
