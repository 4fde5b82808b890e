/**
 * Probe round 112, written blind: Ledgerwick Payroll Services, a made-up payroll and HR outsourcing bureau (payroll runs and payslips, tax and social security filings, time and attendance clocks, pensions and benefits, leave and absence, bank payment files). "Today" is Wednesday, 9 December 2026. Twelve tasks:
 *
 * a. The answer in the middle of one long line:
 *  - pay run export (minified JSON, one line): what one named employee took home in the November run;
 *  - RTI Full Payment Submission (one-line GovTalk XML): the tax code sent to HMRC for one named employee;
 *  - time clock ring buffer dump (one line of records): the record number of one badge's clock-out last Thursday just after 3pm;
 * b. The answer a few lines away from the line the question's words match:
 *  - benefits configuration (YAML): the employer contribution of one client's salary sacrifice pension;
 *  - payslip batch (pretty JSON): the student loan taken off one named employee's November pay;
 *  - absence report by cost centre (fixed-width text report): the cost centre an employee's absence sits under;
 * c. A question that paraphrases the output or carries a preamble:
 *  - Bacs submission history (key=value lines): yesterday's file the bank bounced because the signing card's certificate had run out;
 *  - leave requests report (HTML): who starts unpaid leave to look after their children on the Monday after next;
 *  - time and attendance exceptions (CSV): who worked last Saturday at one depot without being on the rota;
 * d. One value unlike its peers, with no error word near it:
 *  - Bacs Standard 18 salary file: the one payment with a different processing day;
 *  - clocking terminal status table (column text): the one terminal in a different time zone;
 *  - overnight gross-to-net calculation log (log4j lines): the one client whose run took far longer.
 * Not among the bench's targets.
 * First run, at 6f62f85, the head when the round was written (with this file; `ROUNDS=112
 * CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm probes`, before anyone working on the library read the
 * tasks; `none` found 12/12, 1,071,172 tokens). The writer was told not to read the git history. Its report, which names
 * each task and what it asks but not its needle, was read before this run; no code changed between.
 *   round 112: pay run export net pay
 *     codex: 13,915 tokens, peak 13,839, 0/1 needles, 0 read-backs
 *     context-chef: 711 tokens, peak 635, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,683 tokens, peak 1,344, 0/1 needles, 1 read-backs
 *     ours: 1,905 tokens, peak 931, 1/1 needles, 1 read-backs
 *   round 112: FPS tax code
 *     codex: 15,001 tokens, peak 14,917, 0/1 needles, 0 read-backs
 *     context-chef: 704 tokens, peak 620, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,626 tokens, peak 1,289, 0/1 needles, 1 read-backs
 *     ours: 1,872 tokens, peak 920, 0/1 needles, 1 read-backs
 *   round 112: clock buffer record number
 *     codex: 382 tokens, peak 307, 0/1 needles, 0 read-backs
 *     context-chef: 827 tokens, peak 752, 0/1 needles, 0 read-backs
 *     context-chef-store: 21,728 tokens, peak 7,408, 1/1 needles, 4 read-backs
 *     ours: 18,380 tokens, peak 7,912, 1/1 needles, 3 read-backs
 *   round 112: salary sacrifice employer rate
 *     codex: 10,887 tokens, peak 10,814, 0/1 needles, 0 read-backs
 *     context-chef: 599 tokens, peak 526, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,244 tokens, peak 1,022, 0/1 needles, 1 read-backs
 *     ours: 902 tokens, peak 631, 1/1 needles, 0 read-backs
 *   round 112: payslip student loan
 *     codex: 13,260 tokens, peak 13,185, 0/1 needles, 0 read-backs
 *     context-chef: 680 tokens, peak 605, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,457 tokens, peak 1,159, 0/1 needles, 1 read-backs
 *     ours: 2,444 tokens, peak 1,490, 1/1 needles, 1 read-backs
 *   round 112: absence cost centre
 *     codex: 12,343 tokens, peak 12,270, 0/1 needles, 0 read-backs
 *     context-chef: 516 tokens, peak 443, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,310 tokens, peak 1,179, 0/1 needles, 1 read-backs
 *     ours: 1,947 tokens, peak 1,056, 1/1 needles, 1 read-backs
 *   round 112: bounced bacs submission
 *     codex: 16,136 tokens, peak 16,048, 0/1 needles, 0 read-backs
 *     context-chef: 782 tokens, peak 694, 0/1 needles, 0 read-backs
 *     context-chef-store: 3,485 tokens, peak 2,148, 1/1 needles, 1 read-backs
 *     ours: 3,569 tokens, peak 2,602, 1/1 needles, 1 read-backs
 *   round 112: parental leave starter
 *     codex: 15,078 tokens, peak 14,985, 0/1 needles, 0 read-backs
 *     context-chef: 724 tokens, peak 631, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,461 tokens, peak 1,193, 0/1 needles, 4 read-backs
 *     ours: 4,565 tokens, peak 974, 0/1 needles, 4 read-backs
 *   round 112: unrostered saturday worker
 *     codex: 17,743 tokens, peak 17,643, 0/1 needles, 0 read-backs
 *     context-chef: 853 tokens, peak 753, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,548 tokens, peak 1,423, 0/1 needles, 4 read-backs
 *     ours: 3,360 tokens, peak 747, 0/1 needles, 4 read-backs
 *   round 112: bacs file odd processing day
 *     codex: 14,683 tokens, peak 14,588, 0/1 needles, 0 read-backs
 *     context-chef: 687 tokens, peak 592, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,868 tokens, peak 1,278, 0/1 needles, 4 read-backs
 *     ours: 4,252 tokens, peak 909, 0/1 needles, 4 read-backs
 *   round 112: terminal time zone
 *     codex: 15,482 tokens, peak 15,399, 0/1 needles, 0 read-backs
 *     context-chef: 738 tokens, peak 655, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,900 tokens, peak 1,288, 0/1 needles, 4 read-backs
 *     ours: 4,108 tokens, peak 900, 0/1 needles, 4 read-backs
 *   round 112: slow payroll calc
 *     codex: 16,768 tokens, peak 16,691, 0/1 needles, 0 read-backs
 *     context-chef: 803 tokens, peak 726, 0/1 needles, 0 read-backs
 *     context-chef-store: 11,060 tokens, peak 4,365, 0/1 needles, 4 read-backs
 *     ours: 10,590 tokens, peak 4,660, 0/1 needles, 4 read-backs
 *     codex: 161,678 tokens, 0/12 needles
 *     context-chef: 8,624 tokens, 0/12 needles
 *     context-chef-store: 72,370 tokens, 2/12 needles
 *     ours: 57,894 tokens, 6/12 needles
 */
import type { EconomicsTask } from '../economics/task.js';
import { textNeedle } from '../economics/task.js';
import { singleCallTask } from '../economics/everyday-tasks.js';
import { between, chars, hex, oneOf, pad2, pick, seededRandom, shuffle } from '../economics/seeded.js';

/** The round's task: one call, one question, one needle that must occur exactly once, well inside the output. */
function probe(name: string, ask: string, toolName: string, output: string, id: string, needle: string, longLine = false): EconomicsTask {
  const at = output.indexOf(needle);
  if (at < 0) throw new Error(`${name}: the needle is not in the output`);
  if (output.indexOf(needle, at + 1) >= 0) throw new Error(`${name}: the needle occurs more than once`);
  const where = at / output.length;
  if (where < 0.2 || where > 0.8) throw new Error(`${name}: the needle is at ${where.toFixed(2)} of the output`);
  if (longLine) {
    const start = output.lastIndexOf('\n', at) + 1;
    const newline = output.indexOf('\n', at);
    const end = newline < 0 ? output.length : newline;
    const inLine = (at - start) / (end - start);
    if (end - start < 100_000 || inLine < 0.35 || inLine > 0.65)
      throw new Error(`${name}: the needle is not in the middle of a long line (${end - start} chars, at ${inLine.toFixed(2)})`);
  }
  return singleCallTask(name, ask, toolName, output, [{ id, ask, needles: [textNeedle(needle)] }]);
}

// ---------------------------------------------------------------------------------------------------------------
// Shared filler: people, places, dates and money.

const FIRST =
  'Aaliyah Adebayo Agnieszka Aidan Aisha Alastair Amara Amelia Anand Aoife Arjun Beatrix Bethan Callum Caoimhe Chidi Chloe Ciaran Connor Dariusz Declan Delroy Eilidh Emeka Esther Fatima Femi Fiona Gareth Grace Hamza Hannah Harriet Ibrahim Imogen Isla Jamal Joanna Kasia Kwame Leanne Lewis Lucy Mairead Marcus Mehmet Mohammed Nadia Niamh Nikhil Olamide Owen Paulina Priya Rhys Rosa Samira Shauna Siobhan Tariq Tomasz Una Vikram Wiktoria Yusuf Zainab Zofia Stuart Gemma Craig Joanne Darren Kirsty Liam Megan Ryan'.split(
    ' ',
  );
const LAST =
  'Ahmed Ashworth Bailey Banerjee Barker Begum Bennett Brennan Campbell Chowdhury Clarke Collins Cooper Dawson Doherty Duffy Edwards Evans Fairclough Farrell Fletcher Gallagher Grant Greenwood Hughes Hussain Iqbal Jackson Jones Kaur Kelly Khan Lambert Lewandowski Lloyd Lomax Lynch Mahmood Marsh Morgan Murphy Nolan Nowak Okafor Oliver Osei Parry Patel Pearson Quinn Rahman Reilly Roberts Robinson Sandhu Shah Sharma Singh Stott Sutcliffe Taylor Thornton Turner Wallace Walsh Ward Whitworth Wiśniewski Wood Wright Yates Zielinski Mensah Moyo Bakare Raman'.split(
    ' ',
  );
const TOWNS =
  'Salford|Bolton|Wigan|Stockport|Oldham|Rochdale|Bury|Warrington|Widnes|Preston|Blackburn|Burnley|Lancaster|Chorley|Leigh|Altrincham|Sale|Stretford|Eccles|Urmston|Hyde|Ashton-under-Lyne|Macclesfield'.split(
    '|',
  );
const STREETS =
  'Mill Lane|Church Street|Victoria Road|Park Avenue|Station Road|Moss Lane|Grange Drive|Albert Terrace|Canal Side|Beech Grove|Hollins Road|Brook Street'.split(
    '|',
  );

const personName = (random: () => number): string => `${oneOf(random, FIRST)} ${oneOf(random, LAST)}`;
const DAY = 86_400_000;
/** Midnight UTC of an ISO day. */
const utc = (day: string): number => Date.parse(`${day}T00:00:00Z`);
const ymd = (t: number): string => new Date(t).toISOString().slice(0, 10);
const hms = (t: number): string => new Date(t).toISOString().slice(11, 19);
const weekday = (t: number): number => new Date(t).getUTCDay();
const money = (n: number): number => Math.round(n * 100) / 100;
const postcode = (random: () => number): string =>
  `${oneOf(random, ['M', 'BL', 'WN', 'SK', 'OL', 'WA', 'PR', 'BB', 'LA'])}${between(random, 1, 40)} ${between(random, 1, 9)}${chars(random, 'ABDEFGHJLNPQRSTUWXYZ', 2)}`;
const nino = (random: () => number): string =>
  `${chars(random, 'ABCEGHJKLMNOPRSTWXYZ', 1)}${chars(random, 'ABCEGHJKLMNPRSTWXYZ', 1)}${between(random, 100_000, 999_999)}${oneOf(random, ['A', 'B', 'C', 'D'])}`;

/** Builds `make()` again until it does not contain `needle`. */
function clean(needle: string, make: () => string): string {
  for (;;) {
    const s = make();
    if (!s.includes(needle)) return s;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// a. The answer in the middle of one long line.

/** a1: a finalised monthly pay run exported as minified JSON (one line); one employee's net pay. */
function a1PayRunExport(): EconomicsTask {
  const random = seededRandom(112_101);
  const needle = '2143.86';
  const depts = [
    'Bakery',
    'Chilled Production',
    'Despatch',
    'Hygiene',
    'Engineering',
    'Quality Assurance',
    'Goods In',
    'Transport',
    'Office',
  ];
  const n = 340;
  const target = 176;
  type Element = { code: string; description: string; units: number; rate: number; amount: number };
  type Deduction = { code: string; description: string; amount: number };
  const slip = (i: number, name: string, fixed?: { annual: number; netWanted: number }): string => {
    const annual = fixed ? fixed.annual : between(random, 43, 92) * 500;
    const basic = money(annual / 12);
    const hourly = money(annual / 1950);
    const elements: Element[] = [{ code: 'BASIC', description: 'Basic salary', units: 1, rate: basic, amount: basic }];
    if (!fixed && random() < 0.55) {
      const units = between(random, 2, 30) / 2;
      const rate = money(hourly * 1.5);
      elements.push({ code: 'OT15', description: 'Overtime at time and a half', units, rate, amount: money(units * rate) });
    }
    if (!fixed && random() < 0.3) {
      const units = between(random, 4, 18);
      elements.push({ code: 'NSP', description: 'Night shift premium', units, rate: 2.35, amount: money(units * 2.35) });
    }
    if (!fixed && random() < 0.07) {
      const units = between(random, 1, 5);
      elements.push({ code: 'SSP', description: 'Statutory sick pay', units, rate: 23.75, amount: money(units * 23.75) });
    }
    const gross = money(elements.reduce((s, e) => s + e.amount, 0));
    const pensionEe = money(Math.max(0, gross - 520) * 0.05);
    const pensionEr = money(Math.max(0, gross - 520) * 0.03);
    const taxable = money(gross - pensionEe);
    const scottish = !fixed && random() < 0.04;
    const taxCode = fixed ? '1257L' : oneOf(random, ['1257L', '1257L', '1257L', '1257L', '1257L', 'BR', '1185L', '1303L', 'K221', '0T']);
    const tax = money(taxCode === 'BR' ? taxable * 0.2 : Math.max(0, taxable - 1047.5) * 0.2 + Math.max(0, taxable - 4189.17) * 0.2);
    const eeNi = money(Math.max(0, gross - 1048) * 0.08);
    const erNi = money(Math.max(0, gross - 417) * 0.15);
    const plan = fixed ? null : oneOf(random, [null, null, null, null, '1', '2', '2', '4', '5']);
    const studentLoan = plan
      ? money(Math.max(0, gross - (plan === '1' ? 2172 : plan === '2' ? 2372 : plan === '4' ? 2728 : 2083)) * 0.09)
      : 0;
    const deductions: Deduction[] = [];
    const netBefore = money(gross - tax - eeNi - pensionEe - studentLoan);
    if (fixed) {
      deductions.push({ code: 'UNION', description: 'BFAWU subscription', amount: 14.5 });
      deductions.push({ code: 'CANTEEN', description: 'Canteen account', amount: money(netBefore - 14.5 - fixed.netWanted) });
    } else {
      if (random() < 0.25) deductions.push({ code: 'UNION', description: 'BFAWU subscription', amount: 14.5 });
      if (random() < 0.2)
        deductions.push({ code: 'CANTEEN', description: 'Canteen account', amount: money(between(random, 300, 4500) / 100) });
      if (random() < 0.06)
        deductions.push({ code: 'AEO', description: 'Attachment of earnings order', amount: money(between(random, 2000, 15000) / 100) });
    }
    const net = money(netBefore - deductions.reduce((s, d) => s + d.amount, 0));
    const ytd = (v: number) => money(v * (7 + random() * 0.3 - 0.15) + v);
    const id = `HLF-${String(3012 + i * 4 + pick(random, 4)).padStart(6, '0')}`;
    return JSON.stringify({
      employee_id: id,
      payroll_no: id.slice(4),
      name,
      department: oneOf(random, depts),
      ni_number: nino(random),
      ni_category: oneOf(random, ['A', 'A', 'A', 'A', 'A', 'A', 'M', 'H', 'C', 'X']),
      tax_code: scottish ? `S${taxCode}` : taxCode,
      tax_basis: random() < 0.06 ? 'month1' : 'cumulative',
      pay_frequency: 'monthly',
      elements,
      gross_pay: gross,
      taxable_pay: taxable,
      tax,
      ee_ni: eeNi,
      er_ni: erNi,
      pension: { scheme: 'HLF-GPP', ee: pensionEe, er: pensionEr, basis: 'qualifying_earnings' },
      student_loan: plan ? { plan, amount: studentLoan } : null,
      deductions,
      net_pay: net,
      ytd: { gross: ytd(gross), tax: ytd(tax), ee_ni: ytd(eeNi), pension_ee: ytd(pensionEe), net: ytd(net) },
      payment: {
        method: 'BACS',
        sort_code: `${pad2(between(random, 10, 99))}-${pad2(between(random, 0, 99))}-${pad2(between(random, 0, 99))}`,
        account_last4: String(between(random, 1000, 9999)),
      },
    });
  };
  const slips: string[] = [];
  for (let i = 0; i < n; i++) {
    if (i === target) {
      slips.push(slip(i, 'Dariusz Kowalczyk', { annual: 33_000, netWanted: 2143.86 }));
      continue;
    }
    const name =
      i === target - 9 ? 'Agata Kowalczyk' : i === target + 14 ? 'Dariusz Nowicki' : clean('Dariusz Kowalczyk', () => personName(random));
    slips.push(clean(needle, () => slip(i, name)));
  }
  const run = {
    run_id: 'PR-2026-11-HLF-M08',
    client: { id: 'CL-0412', name: 'Harrow & Lune Foods Ltd', paye_ref: '475/QL28406', accounts_office_ref: '475PA01928374' },
    period: { frequency: 'monthly', tax_month: 8, start: '2026-11-01', end: '2026-11-30', pay_date: '2026-11-27' },
    status: 'finalised',
    finalised_at: '2026-11-24T15:12:44Z',
    finalised_by: 'm.thornton@ledgerwick.example',
    currency: 'GBP',
    engine: 'lw-g2n 26.4.1',
  };
  const output = `{"run":${JSON.stringify(run)},"payslip_count":${n},"payslips":[${slips.join(',')}],"export":{"format":"json","generated_at":"2026-12-09T09:02:51Z","request_id":"${hex(random, 16)}"}}`;
  return probe(
    'round 112: pay run export net pay',
    'Can you tell me what Dariusz Kowalczyk actually took home in the November pay run?',
    'payroll_run_export',
    output,
    'net-pay',
    needle,
    true,
  );
}

/** a2: the RTI Full Payment Submission sent to HMRC, one-line GovTalk XML; one employee's tax code. */
function a2FullPaymentSubmission(): EconomicsTask {
  const random = seededRandom(112_102);
  const needle = 'K317';
  const n = 250;
  const target = 121;
  const titles = ['Mr', 'Mrs', 'Ms', 'Miss', 'Dr'];
  const employee = (i: number, fore: string, sur: string, tax?: string): string => {
    const annual = between(random, 36, 110) * 500;
    const monthly = money(annual / 12);
    const pen = money(monthly * oneOf(random, [0.05, 0.05, 0.074, 0.096, 0.055]));
    const taxable = money(monthly - pen);
    const code = tax
      ? `<TaxCode BasisNonCumulative="yes">${tax}</TaxCode>`
      : (() => {
          const r = random();
          if (r < 0.62) return '<TaxCode>1257L</TaxCode>';
          if (r < 0.7) return '<TaxCode TaxRegime="S">1257L</TaxCode>';
          if (r < 0.73) return '<TaxCode TaxRegime="C">1257L</TaxCode>';
          if (r < 0.8) return '<TaxCode>BR</TaxCode>';
          if (r < 0.82) return '<TaxCode>D0</TaxCode>';
          if (r < 0.86) return '<TaxCode BasisNonCumulative="yes">0T</TaxCode>';
          if (r < 0.9) return `<TaxCode>K${between(random, 100, 899)}</TaxCode>`;
          return `<TaxCode>${between(random, 1050, 1420)}L</TaxCode>`;
        })();
    const taxPd = money(Math.max(0, taxable - 1047.5) * 0.2);
    const niPd = money(Math.max(0, monthly - 1048) * 0.08);
    const erPd = money(Math.max(0, monthly - 417) * 0.15);
    const m = 9;
    const dob = `${between(random, 1958, 2006)}-${pad2(between(random, 1, 12))}-${pad2(between(random, 1, 28))}`;
    const hours = oneOf(random, ['A', 'B', 'C', 'D', 'D', 'D', 'D', 'E']);
    return (
      `<Employee><EmployeeDetails><NINO>${nino(random)}</NINO><Name><Ttl>${oneOf(random, titles)}</Ttl><Fore>${fore}</Fore><Sur>${sur}</Sur></Name>` +
      `<Address><Line>${between(random, 1, 240)} ${oneOf(random, STREETS)}</Line><Line>${oneOf(random, TOWNS)}</Line><UKPostcode>${postcode(random)}</UKPostcode></Address>` +
      `<BirthDate>${dob}</BirthDate><Gender>${oneOf(random, ['F', 'M'])}</Gender></EmployeeDetails><Employment><PayId>MAT${String(20_000 + i * 7 + pick(random, 7))}</PayId>` +
      `<FiguresToDate><TaxablePay>${(taxable * m).toFixed(2)}</TaxablePay><TotalTax>${(taxPd * m).toFixed(2)}</TotalTax><EmpeePenContribnsPaidYTD>${(pen * m).toFixed(2)}</EmpeePenContribnsPaidYTD></FiguresToDate>` +
      `<Payment><PayFreq>M1</PayFreq><PmtDate>2026-12-18</PmtDate><MonthNo>9</MonthNo><PeriodsCovered>1</PeriodsCovered><HoursWorked>${hours}</HoursWorked>${code}` +
      `<TaxablePay>${taxable.toFixed(2)}</TaxablePay><TaxDeductedOrRefunded>${taxPd.toFixed(2)}</TaxDeductedOrRefunded><EmpeePenContribnsPaid>${pen.toFixed(2)}</EmpeePenContribnsPaid></Payment>` +
      `<NIlettersAndValues><NIletter>${oneOf(random, ['A', 'A', 'A', 'A', 'C', 'M', 'H'])}</NIletter><GrossEarningsForNICsInPd>${monthly.toFixed(2)}</GrossEarningsForNICsInPd>` +
      `<GrossEarningsForNICsYTD>${(monthly * m).toFixed(2)}</GrossEarningsForNICsYTD><AtLELYTD>4698.00</AtLELYTD><LELtoPTYTD>738.00</LELtoPTYTD>` +
      `<PTtoUELYTD>${Math.max(0, (monthly - 1048) * m).toFixed(2)}</PTtoUELYTD><TotalEmpNICInPd>${erPd.toFixed(2)}</TotalEmpNICInPd><TotalEmpNICYTD>${(erPd * m).toFixed(2)}</TotalEmpNICYTD>` +
      `<EmpeeContribnsInPd>${niPd.toFixed(2)}</EmpeeContribnsInPd><EmpeeContribnsYTD>${(niPd * m).toFixed(2)}</EmpeeContribnsYTD></NIlettersAndValues></Employment></Employee>`
    );
  };
  const employees: string[] = [];
  for (let i = 0; i < n; i++) {
    if (i === target) {
      employees.push(employee(i, 'Priya', 'Ramaswamy', needle));
      continue;
    }
    if (i === target - 17) {
      employees.push(employee(i, 'Arjun', 'Ramaswamy', 'K371'));
      continue;
    }
    const [fore, sur] = i === target + 6 ? ['Priya', 'Raman'] : [oneOf(random, FIRST), oneOf(random, LAST)];
    employees.push(clean(needle, () => employee(i, fore, sur)));
  }
  const irmark = `${chars(random, 'ABCDEFGHIJLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/', 27)}=`;
  const output =
    `<?xml version="1.0" encoding="UTF-8"?><GovTalkMessage xmlns="http://www.govtalk.gov.uk/CM/envelope"><EnvelopeVersion>2.0</EnvelopeVersion><Header><MessageDetails>` +
    `<Class>HMRC-PAYE-RTI-FPS</Class><Qualifier>request</Qualifier><Function>submit</Function><CorrelationID/><Transformation>XML</Transformation><GatewayTest>0</GatewayTest></MessageDetails>` +
    `<SenderDetails><IDAuthentication><SenderID>LEDGERWICK01</SenderID><Authentication><Method>clear</Method><Role>Agent</Role><Value>********</Value></Authentication></IDAuthentication>` +
    `<EmailAddress>rti@ledgerwick.example</EmailAddress></SenderDetails></Header><GovTalkDetails><Keys><Key Type="TaxOfficeNumber">583</Key><Key Type="TaxOfficeReference">MX51822</Key></Keys>` +
    `<TargetDetails><Organisation>HMRC</Organisation></TargetDetails><ChannelRouting><Channel><URI>7702</URI><Product>Ledgerwick Payroll</Product><Version>26.4.1</Version></Channel>` +
    `<Timestamp>2026-12-08T16:41:09</Timestamp></ChannelRouting></GovTalkDetails><Body><IRenvelope xmlns="http://www.govtalk.gov.uk/taxation/PAYE/RTI/FullPaymentSubmission/26-27/1">` +
    `<IRheader><Keys><Key Type="TaxOfficeNumber">583</Key><Key Type="TaxOfficeReference">MX51822</Key></Keys><PeriodEnd>2027-04-05</PeriodEnd><DefaultCurrency>GBP</DefaultCurrency>` +
    `<IRmark Type="generic">${irmark}</IRmark><Sender>Agent</Sender></IRheader><FullPaymentSubmission><EmpRefs><OfficeNo>583</OfficeNo><PayeRef>MX51822</PayeRef>` +
    `<AORef>583PB00519274</AORef></EmpRefs><RelatedTaxYear>26-27</RelatedTaxYear>${employees.join('')}</FullPaymentSubmission></IRenvelope></Body></GovTalkMessage>`;
  return probe(
    'round 112: FPS tax code',
    "What tax code did we send HMRC for Priya Ramaswamy on Mereside Academy Trust's December FPS?",
    'rti_fps_view',
    output,
    'tax-code',
    needle,
    true,
  );
}

/** a3: a clocking terminal's punch buffer dumped as one line of records; one badge's clock-out last Thursday. */
function a3TerminalBufferDump(): EconomicsTask {
  const random = seededRandom(112_103);
  const targetBadge = 30917;
  const badges = new Set<number>([targetBadge, 30971, 39017, 30916, 31917]);
  while (badges.size < 190) badges.add(between(random, 30_000, 39_999));
  const staff = [...badges].map((badge) => ({
    badge,
    shift: badge === targetBadge || badge === 30971 ? 'day' : oneOf(random, ['early', 'early', 'day', 'day', 'day', 'late', 'late']),
    verify: oneOf(random, ['F', 'F', 'F', 'C', 'C', 'P']),
    weekend: random() < 0.22,
  }));
  const starts: Record<string, number> = { early: 6, day: 7, late: 14 };
  type Punch = { t: number; badge: number; dir: string; verify: string; job: string };
  const punches: Punch[] = [];
  const first = utc('2026-11-26');
  const last = utc('2026-12-09');
  for (let d = first; d <= last; d += DAY) {
    const dow = weekday(d);
    const weekend = dow === 0 || dow === 6;
    for (const s of staff) {
      if (weekend && !s.weekend) continue;
      const isTarget = s.badge === targetBadge && ymd(d) === '2026-12-03';
      if (!weekend && !isTarget && random() < 0.06) continue;
      const start = d + starts[s.shift]! * 3_600_000;
      if (d === last && s.shift !== 'early') continue;
      const job = s.shift === 'late' ? '02' : oneOf(random, ['00', '00', '00', '01']);
      const inAt = start - between(random, 2, 14) * 60_000 - between(random, 0, 59) * 1000;
      punches.push({ t: inAt, badge: s.badge, dir: 'I', verify: s.verify, job });
      if (d === last) continue;
      const br = start + (3 * 60 + between(random, 20, 45)) * 60_000 + between(random, 0, 59) * 1000;
      punches.push({ t: br, badge: s.badge, dir: 'B', verify: s.verify, job });
      punches.push({
        t: br + between(random, 28, 33) * 60_000 + between(random, 0, 59) * 1000,
        badge: s.badge,
        dir: 'R',
        verify: s.verify,
        job,
      });
      const outAt = isTarget
        ? utc('2026-12-03') + (15 * 3600 + 4 * 60 + 37) * 1000
        : start + 8 * 3_600_000 + between(random, 0, 11) * 60_000 + between(random, 0, 59) * 1000;
      punches.push({ t: outAt, badge: s.badge, dir: 'O', verify: s.verify, job });
    }
  }
  punches.sort((x, y) => x.t - y.t || x.badge - y.badge);
  const stamp = (t: number) => new Date(t).toISOString().slice(0, 19).replace(/[-T:]/g, '');
  let needle = '';
  const records = punches.map((p, i) => {
    const seq = String(71_840_113 + i).padStart(10, '0');
    if (p.badge === targetBadge && p.dir === 'O' && ymd(p.t) === '2026-12-03') needle = seq;
    return `${seq},${p.badge},${stamp(p.t)},${p.dir},${p.verify},${p.job}`;
  });
  const oldest = punches[0]!.t;
  const newest = punches[punches.length - 1]!.t;
  const output = [
    'lw-tasync 4.8.0 :: raw buffer dump',
    'terminal   : CLK-TPK-0412 (TR-9 Bio, fw 5.3.1, serial TR9B-0098213)',
    'site       : Tidemark Logistics / Trafford Park DC / gate 2 turnstile',
    `buffer     : ${records.length} records, oldest ${ymd(oldest)} ${hms(oldest)}, newest ${ymd(newest)} ${hms(newest)} (terminal local time)`,
    'layout     : seq,badge,yyyymmddhhmmss,dir[I in|O out|B break|R return],verify[F finger|C card|P pin],job;',
    'requested  : 2026-12-09 06:00:02 by svc-tasync (scheduled)',
    '',
    `${records.join(';')};`,
    '',
    `-- end of dump: ${records.length} records, crc32 ${hex(random, 8)}, 0 records skipped --`,
  ].join('\n');
  return probe(
    'round 112: clock buffer record number',
    "What's the record number for badge 30917 clocking out last Thursday just after 3pm?",
    'ta_terminal_dump',
    output,
    'punch-seq',
    needle,
    true,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// b. The answer a few lines away from the line the question's words match.

const CLIENT_PLACES =
  'Brackenfold Tidemark Oakhanger Stellion Mereside Fallowfield Quayline Northgate Pellingham Ashcombe Birchwood Calderbrook Dunmore Elmstead Foxholes Glenrigg Hartsop Ingleby Kettlewell Longridge Marsden Netherby Oakworth Pendle Ribblesdale Saddleworth Thornley Upholland Wharfedale Yarrow Arnside Bowland Cartmel Dentdale Eskdale Formby Garstang Hesketh Lydgate Rivington'.split(
    ' ',
  );
const CLIENT_TRADES =
  'Care Homes Ltd|Logistics Ltd|Veterinary Group|Print Works Ltd|Academy Trust|Garden Centres Ltd|Hospitality Ltd|Dental Partners LLP|Builders Merchants Ltd|Solicitors LLP|Foods Ltd|Joinery Ltd|Bakeries Ltd|Nurseries Ltd|Motor Group Ltd|Facilities Services Ltd|Housing Association|Pharmacy Ltd|Leisure Trust|Plastics Ltd|Coachworks Ltd|Medical Practice|Brewery Ltd|Cleaning Services Ltd|Packaging Ltd'.split(
    '|',
  );

/** `n` different client names, shuffled. */
function clientNames(random: () => number, n: number): string[] {
  const all = CLIENT_PLACES.flatMap((p) => CLIENT_TRADES.map((t) => `${p} ${t}`));
  return shuffle(random, all).slice(0, n);
}

/** b1: the benefits configuration of every client, as YAML; the employer rate of one client's salary sacrifice scheme. */
function b1BenefitsConfig(): EconomicsTask {
  const random = seededRandom(112_201);
  const needle = '6.85%';
  const n = 112;
  const target = 57;
  const names = clientNames(random, n);
  names[target] = 'Copperbeck Engineering Ltd';
  names[target - 21] = 'Copperbeck Precision Castings Ltd';
  const rates = ['3.00%', '4.00%', '5.00%', '6.00%', '7.00%', '8.00%', '10.00%', '4.50%', '5.50%', '6.50%', '7.50%', '9.00%', '12.00%'];
  const providers = [
    'NEST',
    "The People's Pension",
    'Aviva',
    'Scottish Widows',
    'Legal & General',
    'Royal London',
    'Smart Pension',
    'Standard Life',
  ];
  const short = (name: string) =>
    name
      .replace(/ (Ltd|LLP|Group|Trust|Association|Practice)$/, '')
      .replace(
        / (Care Homes|Logistics|Print Works|Garden Centres|Builders Merchants|Solicitors|Engineering|Facilities Services|Cleaning Services)$/,
        '',
      );
  const scheme = (cl: number, k: number, name: string, arrangement: string, employee: string, employer: string): string[] => [
    `      - scheme_id: PS-${String(cl).padStart(4, '0')}-0${k}`,
    `        name: ${name}`,
    `        arrangement: ${arrangement}`,
    '        contributions:',
    `          employee: "${employee}"`,
    `          employer: "${employer}"`,
    `          employer_ni_saving_passed_on: "${arrangement === 'salary_sacrifice' ? oneOf(random, ['0%', '50%', '100%']) : 'n/a'}"`,
    `        provider: ${oneOf(random, providers)}`,
    `        earnings_basis: ${oneOf(random, ['qualifying_earnings', 'qualifying_earnings', 'basic_pay', 'total_pay'])}`,
    `        auto_enrolment_default: ${k === 1 ? 'true' : 'false'}`,
    `        postponement_months: ${oneOf(random, [0, 0, 1, 3])}`,
    `        pstr: "${between(random, 10_000_000, 19_999_999)}${chars(random, 'ABCDEFGHJKLMNPRSTUVWXYZ', 2)}"`,
  ];
  const client = (i: number): string => {
    const name = names[i]!;
    const id = 1100 + i * 3 + pick(random, 3);
    const lines = [
      '  - client:',
      `      id: CL-${id}`,
      `      name: ${name}`,
      `      paye_ref: ${between(random, 100, 961)}/${chars(random, 'ABCDEFGHJKLMNPRSTWXYZ', 2)}${between(random, 10_000, 99_999)}`,
      `      pay_frequencies: [${oneOf(random, ['monthly', 'monthly, weekly', 'weekly', 'monthly, four_weekly', 'fortnightly'])}]`,
      `      account_manager: ${oneOf(random, FIRST).toLowerCase()}.${oneOf(random, LAST).toLowerCase()}@ledgerwick.example`,
      '    pension_schemes:',
    ];
    const base = short(name);
    if (i === target) {
      lines.push(...scheme(id, 1, 'Copperbeck Net Pay Scheme', 'net_pay', '5.00%', '3.00%'));
      lines.push(...scheme(id, 2, 'Copperbeck Salary Sacrifice GPP', 'salary_sacrifice', '5.00%', needle));
    } else {
      const kinds = shuffle(random, [
        ['Group Personal Pension', 'net_pay'],
        ['Salary Sacrifice GPP', 'salary_sacrifice'],
        ['Net Pay Scheme', 'net_pay'],
        ['Master Trust', 'relief_at_source'],
        ['Final Salary Section (closed)', 'net_pay'],
      ]).slice(0, oneOf(random, [1, 1, 2, 2, 3]));
      kinds.forEach(([label, arrangement], k) =>
        lines.push(
          ...scheme(
            id,
            k + 1,
            `${base} ${label}`,
            arrangement!,
            oneOf(random, ['3.00%', '4.00%', '5.00%', '5.00%', '6.00%']),
            oneOf(random, rates),
          ),
        ),
      );
    }
    lines.push('    benefits:');
    const benefits = shuffle(random, [
      ['PMI', 'Private medical insurance', 'Vitality', 'I'],
      ['CTW', 'Cycle to work', 'Cyclescheme', '-'],
      ['CAR', 'Company car', 'Zenith', 'F'],
      ['LIFE', 'Group life assurance (4x salary)', 'Canada Life', '-'],
      ['EAP', 'Employee assistance programme', 'Health Assured', '-'],
      ['DENT', 'Dental cover', 'Simplyhealth', 'I'],
      ['GYM', 'Gym membership', 'Hussle', 'M'],
    ]).slice(0, between(random, 2, 5));
    for (const [code, label, provider, section] of benefits) {
      lines.push(`      - code: ${code}`, `        name: ${label}`, `        provider: ${provider}`);
      lines.push(
        `        p11d_section: ${section === '-' ? 'exempt' : section}`,
        `        payrolled: ${section === '-' ? 'false' : oneOf(random, ['true', 'false'])}`,
      );
      lines.push(`        annual_cost_per_head: "${between(random, 60, 1900)}.00"`);
    }
    lines.push(
      '    leave:',
      `      year_start: "${oneOf(random, ['01-01', '01-01', '04-01', '04-06', '09-01'])}"`,
      `      entitlement_days: ${oneOf(random, [25, 25, 28, 28, 30, 33])}`,
      `      bank_holidays: ${oneOf(random, ['additional', 'included'])}`,
      `      carry_over_days: ${oneOf(random, [0, 3, 5, 5, 10])}`,
    );
    return lines.join('\n');
  };
  const body = names.map((_, i) => (i === target ? client(i) : clean(needle, () => client(i))));
  const output = [
    '# benefits-cfg export --all-clients --format yaml',
    '# generated 2026-12-09T08:14:52Z by benefits-cfg 3.8.2 (ledgerwick-prod)',
    'apiVersion: benefits.ledgerwick.example/v2',
    'kind: BenefitsConfigList',
    'metadata:',
    `  count: ${n}`,
    '  effective_from: "2026-12-01"',
    'items:',
    ...body,
    '',
  ].join('\n');
  return probe(
    'round 112: salary sacrifice employer rate',
    'What does Copperbeck Engineering pay in on the employer side for their salary sacrifice pension?',
    'benefits_config_export',
    output,
    'employer-rate',
    needle,
  );
}

/** b2: a batch of payslips as pretty JSON; the student loan taken off one employee's pay this period. */
function b2PayslipBatch(): EconomicsTask {
  const random = seededRandom(112_202);
  const needle = '143.27';
  const n = 310;
  const target = 149;
  const depts = ['Retail', 'Plant Area', 'Cafe', 'Aquatics', 'Warehouse', 'Customer Service', 'Head Office', 'Delivery'];
  const f2 = (v: number) => v.toFixed(2);
  const slip = (i: number, name: string, fixed?: { gross: number; plan: string }): string => {
    const gross = fixed ? fixed.gross : money(between(random, 1_150_00, 4_800_00) / 100);
    const plan = fixed ? fixed.plan : oneOf(random, ['', '', '', '', '1', '2', '2', '4', '5', 'PGL']);
    const pension = money(Math.max(0, gross - 520) * 0.05);
    const tax = money(Math.max(0, gross - pension - 1047.5) * 0.2);
    const ni = money(Math.max(0, gross - 1048) * 0.08);
    const thresholds: Record<string, number> = { '1': 2172, '2': 2372, '4': 2728, '5': 2083 };
    const studentLoan = plan && plan !== 'PGL' ? money(Math.max(0, gross - thresholds[plan]!) * 0.09) : 0;
    const pgl = plan === 'PGL' ? money(Math.max(0, gross - 1750) * 0.06) : 0;
    const net = money(gross - pension - tax - ni - studentLoan - pgl);
    const m = 8;
    const ytd = (v: number) => f2(money(v * m * (0.93 + random() * 0.1)));
    const number = `FGC-${String(40 + i * 3 + pick(random, 3)).padStart(5, '0')}`;
    return JSON.stringify(
      {
        payslip_id: `PSL-2026-11-0577-${number.slice(4)}`,
        employee: {
          number,
          department: oneOf(random, depts),
          tax_code: oneOf(random, ['1257L', '1257L', '1257L', '1257L', 'BR', '1257L M1', 'S1257L', 'K104']),
          ni_letter: oneOf(random, ['A', 'A', 'A', 'A', 'M', 'B', 'C']),
          student_loan_plan: plan === 'PGL' ? null : plan || null,
          postgraduate_loan: plan === 'PGL',
          name,
        },
        this_period: {
          gross: f2(gross),
          paye_tax: f2(tax),
          employee_ni: f2(ni),
          pension: f2(pension),
          student_loan: f2(studentLoan),
          postgraduate_loan: f2(pgl),
          net: f2(net),
        },
        year_to_date: {
          gross: ytd(gross),
          paye_tax: ytd(tax),
          employee_ni: ytd(ni),
          pension: ytd(pension),
          student_loan: ytd(studentLoan),
          postgraduate_loan: ytd(pgl),
          net: ytd(net),
        },
        employer: { ni: f2(money(Math.max(0, gross - 417) * 0.15)), pension: f2(money(Math.max(0, gross - 520) * 0.03)) },
        payment: { method: 'BACS', account: `****${between(random, 1000, 9999)}`, date: '2026-11-27' },
        messages:
          random() < 0.1
            ? [
                oneOf(random, [
                  'Your tax code has changed this month.',
                  'Happy Christmas from all at Fallowfield!',
                  'Pension opt-out window closes 31/12.',
                ]),
              ]
            : [],
      },
      null,
      2,
    )
      .split('\n')
      .map((l) => `    ${l}`)
      .join('\n')
      .trimStart();
  };
  const slips: string[] = [];
  for (let i = 0; i < n; i++) {
    if (i === target) {
      slips.push(slip(i, 'Oluwaseun Adeyemi', { gross: 3963.89, plan: '2' }));
      continue;
    }
    const name = i === target - 12 ? 'Folake Adeyemi' : i === target + 9 ? 'Oluwaseun Bakare' : personName(random);
    slips.push(clean(needle, () => slip(i, name)));
  }
  const output = [
    '{',
    '  "batch_id": "PSB-2026-11-0577",',
    '  "client": { "id": "CL-0577", "name": "Fallowfield Garden Centres Ltd", "paye_ref": "083/FG61502" },',
    '  "period": "2026-11",',
    '  "pay_date": "2026-11-27",',
    '  "status": "published",',
    `  "count": ${n},`,
    '  "payslips": [',
    `    ${slips.join(',\n    ')}`,
    '  ]',
    '}',
    '',
  ].join('\n');
  return probe(
    'round 112: payslip student loan',
    "How much student loan came off Oluwaseun Adeyemi's November pay?",
    'payslip_batch_get',
    output,
    'student-loan',
    needle,
  );
}

/** b3: a fixed-width absence report grouped by cost centre; the cost centre an employee's row sits under. */
function b3AbsenceByCostCentre(): EconomicsTask {
  const random = seededRandom(112_203);
  const needle = 'BCH-3107';
  const homes =
    "Larchfield House|Meadowbank Court|The Laurels|Rowan Lodge|Hawthorn Grange|Willowmere|Cedar View|Ashlea Manor|Greenacres|Kingsmead|Foxglove House|Primrose Court|Heathside|Bramley Lodge|Oakdene|St Aidan's|Fernhill|Millbrook House|Holly Bank|Elm Tree Court|Beechwood|Sycamore Lodge".split(
      '|',
    );
  const units = 'Day care|Night care|Nursing|Kitchen|Housekeeping|Activities|Maintenance|Admin'.split('|');
  const types: [string, string][] = [
    ['SICK', 'SSP'],
    ['SICK', 'OSP'],
    ['SICK', 'SSP'],
    ['ANNUAL', 'FULL'],
    ['ANNUAL', 'FULL'],
    ['COMPASS', 'FULL'],
    ['DEPEND', 'NIL'],
    ['MATERN', 'SMP'],
    ['PATERN', 'SPP'],
    ['TRAINING', 'FULL'],
    ['UNAUTH', 'NIL'],
    ['MEDAPPT', 'FULL'],
    ['JURY', 'NIL'],
  ];
  const ccs = shuffle(
    random,
    homes.flatMap((h) => units.map((u) => `${h} - ${u}`)),
  ).slice(0, 150);
  const codes = new Set<string>();
  while (codes.size < ccs.length) {
    const c = `BCH-${between(random, 1000, 5999)}`;
    if (c !== needle) codes.add(c);
  }
  const codeList = [...codes].sort();
  const target = 74;
  codeList[target] = needle;
  const row = (name: string): [string, number] => {
    const [type, paid] = oneOf(random, types);
    const from = between(random, 1, 27);
    const days = type === 'MATERN' || type === 'PATERN' ? Math.min(30 - from + 1, 14) : between(random, 1, Math.min(5, 31 - from));
    const perDay = oneOf(random, [7.5, 7.5, 11.5, 12, 8]);
    const empNo = String(between(random, 10_000, 29_999)).padStart(6, '0');
    const bradford = type === 'SICK' ? String(between(random, 1, 6) ** 2 * between(random, 1, 12)) : '';
    return [
      `  ${empNo}  ${name.padEnd(28)}  ${type.padEnd(8)}  ${pad2(from)}/11/2026  ${pad2(from + days - 1)}/11/2026  ${days.toFixed(2).padStart(5)}  ${(days * perDay).toFixed(2).padStart(6)}  ${paid.padEnd(4)}  ${bradford.padStart(8)}`,
      days,
    ];
  };
  const lines: string[] = [];
  let page = 0;
  let onPage = 99;
  let totalRows = 0;
  let totalDays = 0;
  const pageHeader = () => {
    page++;
    lines.push(
      `\fLEDGERWICK PAYROLL SERVICES${' '.repeat(22)}ABSENCE ANALYSIS BY COST CENTRE${' '.repeat(22)}Page ${String(page).padStart(3)}`,
      'Client 0217  Brackenfold Care Homes Ltd          Period 01/11/2026 to 30/11/2026          Printed 09/12/2026 07:42',
      '='.repeat(112),
    );
    onPage = 3;
  };
  ccs.forEach((cc, g) => {
    const code = codeList[g]!;
    const count = g === target ? 4 : between(random, 1, 7);
    if (onPage + count + 5 > 62) pageHeader();
    const manager = `${oneOf(random, FIRST)[0]}. ${oneOf(random, LAST)}`;
    const block = [
      `Cost centre: ${code}   ${cc.padEnd(44)}Manager: ${manager}`,
      '  Emp no  Name                          Type      From        To           Days   Hours  Pay   Bradford',
    ];
    let days = 0;
    for (let k = 0; k < count; k++) {
      let name = personName(random);
      if (g === target && k === 2) name = 'Tendai Mupfumira';
      if (g === target - 31 && k === 0) name = 'Rudo Mupfumira';
      if (g === target + 17 && k === count - 1) name = 'Tendai Moyo';
      const [r, d] = row(name);
      days += d;
      block.push(r);
    }
    block.push(`${' '.repeat(56)}Cost centre total: ${days.toFixed(2).padStart(6)}   ${count} absence${count === 1 ? '' : 's'}`, '');
    totalRows += count;
    totalDays += days;
    lines.push(...block);
    onPage += block.length;
  });
  lines.push(
    '='.repeat(112),
    `REPORT TOTALS   cost centres: ${ccs.length}   absences: ${totalRows}   days lost: ${totalDays.toFixed(2)}`,
    'Bradford factor shown for sickness only (S x S x D over rolling 52 weeks).   *** END OF REPORT ***',
    '',
  );
  const output = lines.join('\n');
  return probe(
    'round 112: absence cost centre',
    "Which cost centre is Tendai Mupfumira's absence sitting under in the November absence report?",
    'absence_report',
    output,
    'cost-centre',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// c. A question that paraphrases the output or carries a preamble.

/** c1: Bacs submission history as key=value lines, grouped by service user; yesterday's file refused for an expired signing certificate. */
function c1BacsSubmissionHistory(): EconomicsTask {
  const random = seededRandom(112_301);
  const clients = clientNames(random, 118);
  const suns = new Set<number>();
  while (suns.size < clients.length) suns.add(between(random, 400_000, 499_999));
  const sunList = [...suns].sort((x, y) => x - y);
  const target = 61;
  const nearToday = 84;
  const nearRevoked = 23;
  const cards = ['LW-SC-03', 'LW-SC-05', 'LW-SC-07', 'LW-SC-11', 'LW-SC-12'];
  const signers: Record<string, string> = {
    'LW-SC-03': 'a.brennan',
    'LW-SC-05': 'r.okafor',
    'LW-SC-07': 'j.whitcombe',
    'LW-SC-11': 's.kaur',
    'LW-SC-12': 'd.lomax',
  };
  type Sub = {
    t: number;
    group: number;
    file: string;
    proc: string;
    records: number;
    value: number;
    card: string;
    result: string;
    detail: string;
    seq?: string;
  };
  const subs: Sub[] = [];
  const first = utc('2026-12-01');
  clients.forEach((name, g) => {
    const code = name.replace(/[^A-Z]/g, '').slice(0, 3);
    const count = between(random, 3, 8);
    const used = new Set<number>();
    for (let k = 0; k < count; k++) {
      let day = between(random, 0, 7);
      while (used.has(day)) day = (day + 1) % 8;
      used.add(day);
      const t = first + day * DAY + (between(random, 7, 17) * 60 + between(random, 0, 59)) * 60_000 + between(random, 0, 59) * 1000;
      const proc = ymd(t + oneOf(random, [2, 2, 3, 3, 4]) * DAY);
      const kind = oneOf(random, ['SAL', 'SAL', 'WKL', 'PEN', 'HMRC', 'EXP']);
      const records = kind === 'HMRC' ? 1 : kind === 'PEN' ? between(random, 1, 3) : between(random, 12, 640);
      let card = oneOf(random, cards);
      if (card === 'LW-SC-07' && t >= utc('2026-12-08')) card = 'LW-SC-11';
      let result = 'accepted';
      let detail = '';
      const r = random();
      if (r < 0.025)
        [result, detail] = ['not_accepted', `duplicate file: contents match a file processed ${ymd(t - between(random, 1, 6) * DAY)}`];
      else if (r < 0.04) [result, detail] = ['not_accepted', 'file value exceeds service user file limit'];
      else if (r < 0.05) [result, detail] = ['withdrawn', 'withdrawn by submitter before processing'];
      else if (r < 0.07) [result, detail] = ['accepted_with_warnings', 'ARUCS expected: 1 payment to closed account'];
      subs.push({
        t,
        group: g,
        file: `${code}_${kind}_${proc.replace(/-/g, '')}`,
        proc,
        records,
        value: money((records * between(random, 9_000, 310_000)) / 100),
        card,
        result,
        detail,
      });
    }
  });
  const plant = (group: number, day: string, at: string, card: string, result: string, detail: string) => {
    const t = Date.parse(`${day}T${at}Z`);
    const records = between(random, 40, 420);
    const proc = ymd(t + 3 * DAY);
    subs.push({
      t,
      group,
      file: `${clients[group]!.replace(/[^A-Z]/g, '').slice(0, 3)}_SAL_${proc.replace(/-/g, '')}`,
      proc,
      records,
      value: money((records * between(random, 120_000, 260_000)) / 100),
      card,
      result,
      detail,
    });
  };
  const expired = 'submitter certificate outside validity period (not after 2026-12-07T23:59:59Z)';
  plant(target, '2026-12-08', '14:22:07', 'LW-SC-07', 'not_accepted', expired);
  plant(nearToday, '2026-12-09', '07:12:41', 'LW-SC-07', 'not_accepted', expired);
  plant(
    nearRevoked,
    '2026-12-02',
    '10:48:19',
    'LW-SC-03',
    'not_accepted',
    'submitter certificate revoked by issuer (CRL 2026-12-02T09:00Z)',
  );
  plant(target + 5, '2026-12-08', '11:03:55', 'LW-SC-12', 'not_accepted', 'duplicate file: contents match a file processed 2026-12-07');
  subs.sort((x, y) => x.t - y.t);
  const perDay = new Map<string, number>();
  let needle = '';
  for (const s of subs) {
    const day = ymd(s.t);
    const n = (perDay.get(day) ?? 0) + 1;
    perDay.set(day, n);
    s.seq = `SUB-${day.replace(/-/g, '')}-${String(n).padStart(4, '0')}`;
    if (s.group === target && s.detail === expired) needle = s.seq;
  }
  const lines = [
    '# bacs_submission_history --from 2026-12-01 --to 2026-12-09 --group-by sun',
    `# bureau B44127 Ledgerwick Payroll Services Ltd, ${clients.length} service users, ${subs.length} submissions, times UTC`,
  ];
  clients.forEach((name, g) => {
    const mine = subs.filter((s) => s.group === g);
    lines.push('', `# --- sun=${sunList[g]} "${name}" submissions=${mine.length}`);
    for (const s of mine) {
      const at = new Date(s.t).toISOString().slice(0, 19);
      const tail = s.detail ? ` detail="${s.detail}"` : '';
      const report = s.result === 'accepted' || s.result === 'accepted_with_warnings' ? `IPSR-${hex(random, 6)}` : 'none';
      lines.push(
        `ts=${at}Z sub=${s.seq} sun=${sunList[g]} file=${s.file} proc_date=${s.proc} records=${s.records} value=${s.value.toFixed(2)} channel=bacstel-ip card=${s.card} signer=${signers[s.card]} result=${s.result} report=${report}${tail}`,
      );
    }
  });
  lines.push('', `# end: ${subs.length} submissions, ${subs.filter((s) => s.result.startsWith('accepted')).length} accepted`, '');
  return probe(
    'round 112: bounced bacs submission',
    "The bank rang this morning. Apparently one of yesterday's salary files got bounced because the certificate on our signing card had run out. Which submission was that?",
    'bacs_submission_history',
    lines.join('\n'),
    'bounced-submission',
    needle,
  );
}

/** c2: the leave requests of a client for two months as an HTML report; who starts parental leave on the Monday after next. */
function c2LeaveRequestsHtml(): EconomicsTask {
  const random = seededRandom(112_302);
  const needle = 'Bronagh McAteer';
  const depts = ['Despatch', 'Goods In', 'Picking', 'Transport', 'Yard', 'Inventory Control', 'Returns', 'Fleet Maintenance', 'Office'];
  const fmt = (t: number) => {
    const d = new Date(t);
    return `${['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'][d.getUTCDay()]} ${pad2(d.getUTCDate())} ${['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][d.getUTCMonth()]} ${d.getUTCFullYear()}`;
  };
  type Req = { start: number; end: number; name: string; dept: string; type: string; cls: string; days: number; status: string };
  const reqs: Req[] = [];
  const first = utc('2026-12-01');
  const common: [string, string][] = [
    ['Annual leave', 'al'],
    ['Annual leave', 'al'],
    ['Annual leave', 'al'],
    ['Annual leave', 'al'],
    ['Annual leave', 'al'],
    ['Annual leave', 'al'],
    ['Annual leave', 'al'],
    ['TOIL', 'toil'],
    ['Unpaid leave', 'ul'],
    ['Study leave', 'st'],
    ['Compassionate leave', 'cp'],
    ['Medical appointment', 'ma'],
  ];
  for (let i = 0; i < 1150; i++) {
    const christmas = random() < 0.45;
    const start = christmas ? utc('2026-12-14') + between(random, 0, 20) * DAY : first + between(random, 0, 61) * DAY;
    const [type, cls] = oneOf(random, common);
    const len = type === 'Medical appointment' ? 0 : between(random, 0, 9);
    reqs.push({
      start,
      end: start + len * DAY,
      name: personName(random),
      dept: oneOf(random, depts),
      type,
      cls,
      days: type === 'Medical appointment' ? 0.5 : Math.max(1, Math.round(len * 0.72) + 1),
      status: oneOf(random, ['Approved', 'Approved', 'Approved', 'Approved', 'Pending', 'Pending', 'Declined', 'Cancelled']),
    });
  }
  const plant = (name: string, dept: string, day: string, len: number, days: number, type: string, cls: string) =>
    reqs.push({ start: utc(day), end: utc(day) + len * DAY, name, dept, type, cls, days, status: 'Approved' });
  plant(needle, 'Despatch', '2026-12-21', 6, 4, 'Parental leave', 'pl');
  plant('Bronagh Quinn', 'Despatch', '2026-12-21', 4, 4, 'Annual leave', 'al');
  plant('Declan McAteer', 'Transport', '2026-12-14', 6, 5, 'Parental leave', 'pl');
  plant(personName(random), 'Picking', '2027-01-04', 13, 10, 'Parental leave', 'pl');
  plant(personName(random), 'Despatch', '2027-01-11', 6, 5, 'Parental leave', 'pl');
  plant(personName(random), 'Despatch', '2026-12-28', 13, 8, 'Shared parental leave', 'spl');
  plant(personName(random), 'Despatch', '2026-12-15', 1, 2, 'Time off for dependants', 'tod');
  plant(personName(random), 'Yard', '2026-12-22', 1, 2, 'Time off for dependants', 'tod');
  plant(personName(random), 'Goods In', '2026-12-16', 13, 10, 'Parental bereavement leave', 'pbl');
  plant(personName(random), 'Despatch', '2026-12-14', 13, 10, 'Paternity leave', 'pat');
  plant(personName(random), 'Returns', '2027-01-04', 180, 120, 'Maternity leave', 'mat');
  reqs.sort((x, y) => x.start - y.start || x.name.localeCompare(y.name));
  const approvers = Array.from({ length: 14 }, () => personName(random));
  const rows = reqs.map((r, i) => {
    const ref = `LR-26-${String(7100 + i * 3 + pick(random, 3)).padStart(5, '0')}`;
    const empNo = `TDL-${between(random, 10_000, 29_999)}`;
    return (
      `<tr class="st-${r.status.toLowerCase()}"><td class="ref"><a href="/leave/requests/${ref}">${ref}</a></td>` +
      `<td class="emp">${r.name}<br><span class="empno">${empNo}</span></td><td>${r.dept}</td>` +
      `<td><span class="lt lt-${r.cls}">${r.type}</span></td><td class="date">${fmt(r.start)}</td><td class="date">${fmt(r.end)}</td>` +
      `<td class="num">${r.days.toFixed(1)}</td><td>${r.status}</td><td>${oneOf(random, approvers)}</td></tr>`
    );
  });
  const output = [
    '<!DOCTYPE html>',
    '<html lang="en-GB">',
    '<head>',
    '<meta charset="utf-8">',
    '<title>Leave requests: Tidemark Logistics Ltd, 01 Dec 2026 to 31 Jan 2027 | Ledgerwick People</title>',
    '<style>',
    'body{font-family:"Segoe UI",Arial,sans-serif;font-size:13px;color:#1d2430;margin:0}',
    'header{background:#16324f;color:#fff;padding:10px 18px}header a{color:#cfe3ff}',
    'table.report{border-collapse:collapse;width:100%}table.report th,table.report td{border-bottom:1px solid #dde3ea;padding:4px 8px;text-align:left}',
    '.num{text-align:right}.empno{color:#6b7785;font-size:11px}.lt{border-radius:3px;padding:1px 5px}',
    '.lt-al{background:#e3f1ff}.lt-toil{background:#f3ecff}.lt-ul{background:#f1f1f1}.lt-pl,.lt-spl,.lt-pat,.lt-mat{background:#e6f7ea}.lt-tod,.lt-pbl,.lt-cp{background:#fff4db}',
    'tr.st-declined td,tr.st-cancelled td{color:#8a8f96;text-decoration:line-through}',
    '</style>',
    '</head>',
    '<body>',
    '<header><strong>Ledgerwick People</strong> &middot; <a href="/clients/CL-0733">Tidemark Logistics Ltd</a> &middot; Absence &amp; leave &middot; signed in as <em>payroll.desk</em></header>',
    '<main>',
    '<h1>Leave requests</h1>',
    `<p class="filters">Start date 01/12/2026 to 31/01/2027 &middot; all departments &middot; all statuses &middot; ${rows.length} requests &middot; generated Wed 09 Dec 2026 09:20</p>`,
    '<table class="report">',
    '<thead><tr><th>Ref</th><th>Employee</th><th>Department</th><th>Leave type</th><th>Starts</th><th>Ends</th><th>Days</th><th>Status</th><th>Approver</th></tr></thead>',
    '<tbody>',
    ...rows,
    '</tbody>',
    '</table>',
    '<p class="note">Days are working days against each employee\'s pattern; bank holidays 25/12, 28/12 and 01/01 are excluded.</p>',
    '</main>',
    '<footer>Ledgerwick Payroll Services &middot; report leave.requests v3.2 &middot; page 1 of 1</footer>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
  return probe(
    'round 112: parental leave starter',
    "I'm trying to sort out cover for the despatch team over Christmas and we're already two people down. Who's starting that unpaid time off to look after their kids on the Monday after next?",
    'leave_requests_report',
    output,
    'leave-starter',
    needle,
  );
}

/** c3: time and attendance exceptions as CSV; who worked last Saturday at one depot without a scheduled shift. */
function c3AttendanceExceptions(): EconomicsTask {
  const random = seededRandom(112_303);
  const needle = 'Kwabena Asante-Darko';
  const sites = ['S01 Widnes DC', 'S02 Haydock Cross-dock', 'S03 Trafford Park DC', 'S04 Carrington Chilled', 'S05 Bolton Returns Centre'];
  type Person = { badge: number; empNo: string; name: string; shift: [string, string] };
  const shifts: [string, string][] = [
    ['06:00', '14:00'],
    ['07:00', '15:30'],
    ['14:00', '22:00'],
    ['22:00', '06:00'],
    ['08:00', '16:30'],
  ];
  const badgesUsed = new Set<number>();
  const person = (name: string): Person => {
    let badge = between(random, 30_000, 39_999);
    while (badgesUsed.has(badge)) badge = between(random, 30_000, 39_999);
    badgesUsed.add(badge);
    return { badge, empNo: `TDL-${between(random, 10_000, 29_999)}`, name, shift: oneOf(random, shifts) };
  };
  const staff = sites.map(() => Array.from({ length: 140 }, () => person(personName(random))));
  staff[2]![17] = person('Kwabena Mensah');
  staff[0]![40] = person('Ama Asante');
  const supervisors = sites.map(() => Array.from({ length: 4 }, () => `${oneOf(random, FIRST)} ${oneOf(random, LAST)}`));
  const addMin = (hhmm: string, m: number) => {
    const [h, mm] = hhmm.split(':').map(Number) as [number, number];
    const total = (((h * 60 + mm + m) % 1440) + 1440) % 1440;
    return `${pad2(Math.floor(total / 60))}:${pad2(total % 60)}`;
  };
  type Row = {
    site: number;
    day: string;
    p: Person;
    schedStart: string;
    schedEnd: string;
    firstIn: string;
    lastOut: string;
    code: string;
    minutes: number;
    status: string;
  };
  const rows: Row[] = [];
  const status = () => oneOf(random, ['PENDING', 'PENDING', 'APPROVED', 'APPROVED', 'APPROVED', 'REJECTED', 'ADJUSTED']);
  for (let day = utc('2026-11-23'); day <= utc('2026-12-08'); day += DAY) {
    const weekend = weekday(day) === 0 || weekday(day) === 6;
    sites.forEach((_, s) => {
      const count = weekend ? between(random, 6, 14) : between(random, 22, 40);
      for (let k = 0; k < count; k++) {
        const p = oneOf(random, staff[s]!);
        const [a, b] = p.shift;
        const code = oneOf(random, [
          'LATE_IN',
          'LATE_IN',
          'LATE_IN',
          'EARLY_OUT',
          'EARLY_OUT',
          'MISSING_OUT',
          'MISSING_IN',
          'LONG_BREAK',
          'OT_UNAUTH',
          'ABSENT_NO_LEAVE',
        ]);
        const m = between(random, 3, 95);
        let firstIn = addMin(a, between(random, -12, 2));
        let lastOut = addMin(b, between(random, -2, 9));
        if (code === 'LATE_IN') firstIn = addMin(a, m);
        if (code === 'EARLY_OUT') lastOut = addMin(b, -m);
        if (code === 'OT_UNAUTH') lastOut = addMin(b, m);
        if (code === 'MISSING_OUT') lastOut = '';
        if (code === 'MISSING_IN') firstIn = '';
        if (code === 'ABSENT_NO_LEAVE') [firstIn, lastOut] = ['', ''];
        const minutes = code === 'ABSENT_NO_LEAVE' ? 480 : code === 'MISSING_IN' || code === 'MISSING_OUT' ? 0 : m;
        rows.push({ site: s, day: ymd(day), p, schedStart: a, schedEnd: b, firstIn, lastOut, code, minutes, status: status() });
      }
      if (random() < 0.18 && !(s === 2 && ymd(day) === '2026-12-05')) {
        const p = oneOf(random, staff[s]!);
        const firstIn = addMin(p.shift[0], between(random, -10, 5));
        const worked = between(random, 180, 500);
        rows.push({
          site: s,
          day: ymd(day),
          p,
          schedStart: '',
          schedEnd: '',
          firstIn,
          lastOut: addMin(firstIn, worked),
          code: 'UNSCHEDULED',
          minutes: worked,
          status: status(),
        });
      }
    });
  }
  const unscheduled = (site: number, day: string, p: Person, firstIn: string, worked: number) =>
    rows.push({
      site,
      day,
      p,
      schedStart: '',
      schedEnd: '',
      firstIn,
      lastOut: addMin(firstIn, worked),
      code: 'UNSCHEDULED',
      minutes: worked,
      status: 'PENDING',
    });
  unscheduled(2, '2026-12-05', person(needle), '05:58', 489);
  unscheduled(2, '2026-11-28', oneOf(random, staff[2]!), '06:04', 476);
  unscheduled(2, '2026-12-06', oneOf(random, staff[2]!), '07:01', 402);
  unscheduled(0, '2026-12-05', oneOf(random, staff[0]!), '05:55', 495);
  unscheduled(3, '2026-12-05', oneOf(random, staff[3]!), '13:57', 470);
  const absentee = staff[2]![5]!;
  rows.push({
    site: 2,
    day: '2026-12-05',
    p: absentee,
    schedStart: absentee.shift[0],
    schedEnd: absentee.shift[1],
    firstIn: '',
    lastOut: '',
    code: 'ABSENT_NO_LEAVE',
    minutes: 480,
    status: 'PENDING',
  });
  rows.sort((x, y) => x.site - y.site || x.day.localeCompare(y.day) || x.p.badge - y.p.badge);
  const quote = (v: string) => (v.includes(',') || v.includes(' ') ? `"${v}"` : v);
  const csv = rows.map((r, i) =>
    [
      `EX${String(588_200 + i * 2 + pick(random, 2))}`,
      quote(sites[r.site]!),
      r.p.badge,
      r.p.empNo,
      quote(r.p.name),
      r.day,
      r.schedStart,
      r.schedEnd,
      r.firstIn,
      r.lastOut,
      r.code,
      r.minutes,
      quote(oneOf(random, supervisors[r.site]!)),
      r.status,
    ].join(','),
  );
  const output = [
    'exception_id,site,badge,employee_no,employee_name,shift_date,sched_start,sched_end,first_in,last_out,exception,minutes,supervisor,status',
    ...csv,
    '',
  ].join('\n');
  return probe(
    'round 112: unrostered saturday worker',
    "I'm doing the timesheet sign-off for Tidemark's Trafford Park depot and something's nagging at me. Somebody came in and did a full day last Saturday without being on the rota. Who was it?",
    'ta_exceptions_export',
    output,
    'unrostered-worker',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// d. One value unlike its peers, with no error word near it.

/** d1: a multi-file Bacs Standard 18 salary submission; the one payment with another processing day. */
function d1BacsStandard18(): EconomicsTask {
  const random = seededRandom(112_401);
  const needle = 'T HOLLOWAY-ESTES';
  const clients = clientNames(random, 9);
  const surnames = LAST.map((s) => s.toUpperCase().replace('Ś', 'S'));
  const sortCode = () => `${pad2(between(random, 10, 99))}${pad2(between(random, 0, 99))}${pad2(between(random, 0, 99))}`;
  const account = () => String(between(random, 10_000_000, 99_999_999));
  const day = '26345';
  const lines: string[] = [];
  const label = (s: string) => s.padEnd(80).slice(0, 80);
  lines.push(label(`VOL1${String(between(random, 100_000, 999_999))} ${' '.repeat(26)}    B44127    ${' '.repeat(28)}1`));
  clients.forEach((client, f) => {
    const sun = String(between(random, 400_000, 499_999));
    const origSort = sortCode();
    const origAcct = account();
    const userName = client
      .toUpperCase()
      .replace(/&/g, 'AND')
      .replace(/ (LTD|LLP)$/, '')
      .slice(0, 18);
    const count = between(random, 95, 170);
    const targetAt = f === 4 ? Math.floor(count / 2) : -1;
    lines.push(label(`HDR1A${sun}S  1${sun}${String(f + 1).padStart(6, '0')}00010001       ${' 26343'}${' 26350'} 000000`));
    lines.push(label('HDR2F0200000100'));
    lines.push(label(`UHL1 ${day}999999    000000001 MULTI  ${String(f + 1).padStart(3, '0')}`));
    let total = 0;
    const refCode = userName.replace(/[^A-Z]/g, '').slice(0, 3);
    for (let k = 0; k < count; k++) {
      const pence = between(random, 85_000, 620_000);
      total += pence;
      const dest = k === targetAt ? needle : `${oneOf(random, FIRST)[0]} ${oneOf(random, surnames)}`;
      const ref = `${refCode}${String(between(random, 1000, 9999))} SAL DEC26`;
      const when = k === targetAt ? '26348' : day;
      lines.push(
        `${sortCode()}${account()}099${origSort}${origAcct}    ${String(pence).padStart(11, '0')}${userName.padEnd(18)}${ref.padEnd(18)}${dest.padEnd(18).slice(0, 18)} ${when}`,
      );
    }
    lines.push(
      `${origSort}${origAcct}017${origSort}${origAcct}    ${String(total).padStart(11, '0')}${'CONTRA'.padEnd(18)}${`${refCode} SALARIES DEC26`.padEnd(18)}${userName.padEnd(18)} ${day}`,
    );
    lines.push(label(`EOF1A${sun}S  1${sun}${String(f + 1).padStart(6, '0')}00010001       ${' 26343'}${' 26350'} 000000`));
    lines.push(label('EOF2F0200000100'));
    lines.push(label(`UTL1${String(total).padStart(13, '0')}${String(total).padStart(13, '0')}0000001${String(count).padStart(7, '0')}`));
  });
  const output = [
    'bacs_file_preview: /srv/bacs/outbound/2026-12-09/LWB_MULTI_SAL_20261211.S18',
    `Standard 18, multi-file submission, ${clients.length} files, ${lines.length} records, created 09/12/2026 08:31 by bacs-build 2.14.0`,
    '',
    ...lines,
    '',
  ].join('\n');
  return probe(
    'round 112: bacs file odd processing day',
    "Before this Friday's salary file goes off to Bacs, can you check it for me? Is there anyone in it whose money is set to land on a different day from everybody else's?",
    'bacs_file_preview',
    output,
    'odd-payment',
    needle,
  );
}

/** d2: the status of every clocking terminal as a column table; the one set to another time zone. */
function d2TerminalStatus(): EconomicsTask {
  const random = seededRandom(112_402);
  const clients = clientNames(random, 165);
  const siteWords = [
    'Head Office',
    'Main Site',
    'Depot',
    'North',
    'South',
    'Unit 4',
    'Warehouse',
    'Kitchen',
    'Yard',
    'Annexe',
    'Store 2',
    'Clinic',
  ];
  type Terminal = {
    id: string;
    site: string;
    model: string;
    fw: string;
    tz: string;
    ntp: string;
    sync: string;
    queued: number;
    drift: string;
    status: string;
  };
  const terms: Terminal[] = [];
  let serial = 100;
  for (const client of clients) {
    const code = client
      .replace(/[^A-Z]/g, '')
      .slice(0, 3)
      .padEnd(3, 'X');
    const shortName = client.replace(/ (Ltd|LLP)$/, '');
    for (const site of shuffle(random, [...siteWords]).slice(0, between(random, 1, 3))) {
      for (let k = between(random, 1, 3); k > 0; k--) {
        serial += between(random, 1, 4);
        const status = oneOf(random, [
          'online',
          'online',
          'online',
          'online',
          'online',
          'online',
          'online',
          'online',
          'online',
          'offline',
          'sleep',
        ]);
        const sync =
          status === 'online'
            ? `2026-12-09 09:${pad2(between(random, 0, 14))}:${pad2(between(random, 0, 59))}`
            : `2026-12-0${between(random, 5, 8)} ${pad2(between(random, 6, 22))}:${pad2(between(random, 0, 59))}:${pad2(between(random, 0, 59))}`;
        const drift = (random() < 0.5 ? '+' : '-') + (between(random, 0, 19) / 10).toFixed(1);
        terms.push({
          id: `CLK-${code}-${String(serial).padStart(4, '0')}`,
          site: `${shortName} / ${site}`,
          model: oneOf(random, ['TR-9 Bio', 'TR-9 Bio', 'TR-7 Card', 'TR-7 Card', 'Kiosk-X 15']),
          fw: oneOf(random, ['5.3.1', '5.3.1', '5.3.1', '5.3.1', '5.3.0', '5.3.0', '5.2.9']),
          tz: 'Europe/London',
          ntp: oneOf(random, ['ntp1.ledgerwick.net', 'ntp2.ledgerwick.net', 'ntp1.ledgerwick.net', 'time.cloudflare.com', 'pool.ntp.org']),
          sync,
          queued: status === 'online' ? between(random, 0, 2) : between(random, 3, 240),
          drift: `${drift}s`,
          status,
        });
      }
    }
  }
  const target = Math.floor(terms.length * 0.47);
  terms[target]!.tz = 'Europe/Lisbon';
  terms[target]!.status = 'online';
  terms[target]!.queued = 0;
  const needle = terms[target]!.id;
  const head = `${'TERMINAL'.padEnd(14)}${'CLIENT / SITE'.padEnd(46)}${'MODEL'.padEnd(12)}${'FIRMWARE'.padEnd(10)}${'TIMEZONE'.padEnd(16)}${'NTP SOURCE'.padEnd(22)}${'LAST SYNC (UTC)'.padEnd(21)}${'QUEUED'.padStart(6)}  ${'DRIFT'.padEnd(7)}STATUS`;
  const rows = terms.map(
    (t) =>
      `${t.id.padEnd(14)}${t.site.slice(0, 44).padEnd(46)}${t.model.padEnd(12)}${t.fw.padEnd(10)}${t.tz.padEnd(16)}${t.ntp.padEnd(22)}${t.sync.padEnd(21)}${String(t.queued).padStart(6)}  ${t.drift.padEnd(7)}${t.status}`,
  );
  const online = terms.filter((t) => t.status === 'online').length;
  const output = [
    `$ lw-ta terminals status --all   (ta-fleet 3.6.2, ${new Date(utc('2026-12-09') + 33_912_000).toISOString().slice(0, 19).replace('T', ' ')} UTC)`,
    '',
    head,
    ...rows,
    '',
    `${terms.length} terminals: ${online} online, ${terms.filter((t) => t.status === 'offline').length} offline, ${terms.filter((t) => t.status === 'sleep').length} sleep`,
    '',
  ].join('\n');
  return probe(
    'round 112: terminal time zone',
    "One of the clocking-in machines looks like it's been set up for a different time zone from all the others. Which one is it?",
    'ta_terminal_status',
    output,
    'odd-terminal',
    needle,
  );
}

/** d3: the overnight gross-to-net batch log (log4j lines); the one client whose run took far longer than the rest. */
function d3NightlyCalcLog(): EconomicsTask {
  const random = seededRandom(112_403);
  const needle = 'Ormsby Vale Dairies Ltd';
  const n = 420;
  const target = 35;
  const clients = clientNames(random, n);
  clients[target] = needle;
  type Event = { t: number; thread: string; line: string };
  const events: Event[] = [];
  const start = Date.parse('2026-12-09T01:00:00.004Z');
  const stamp = (t: number) => new Date(t).toISOString().slice(0, 23).replace('T', ' ').replace('.', ',');
  const workers = Array.from({ length: 8 }, () => start + between(random, 40, 400));
  const runs = clients.map((client, i) => {
    const freq = oneOf(random, ['W50', 'W50', 'W50', 'M09', 'M09', 'F25', '4W13']);
    return {
      client,
      id: `PR-2026-12-${freq}-${String(1000 + i * 2 + pick(random, 2))}`,
      employees: between(random, 6, 420),
      tax: freq.startsWith('M') ? 'tax month 9' : 'tax week 36',
    };
  });
  runs.forEach((run, i) => {
    let w = 0;
    for (let k = 1; k < workers.length; k++) if (workers[k]! < workers[w]!) w = k;
    const thread = `g2n-pool-${w + 1}`;
    const dispatched = workers[w]! + between(random, 2, 40);
    const seconds = i === target ? 414.07 : money(run.employees * (0.05 + random() * 0.04) + 0.2 + random() * 0.4);
    const computed = dispatched + Math.round(seconds * 1000);
    const persisted = computed + between(random, 60, 900);
    events.push({
      t: dispatched,
      thread,
      line: `DEBUG c.l.payroll.calc.RunExecutor - run ${run.id} dispatched (employees=${run.employees}, ${run.tax})`,
    });
    events.push({
      t: computed,
      thread,
      line: `INFO  c.l.payroll.calc.RunExecutor - run ${run.id} (${run.client}) computed ${run.employees} payslips in ${seconds.toFixed(2)}s`,
    });
    events.push({
      t: persisted,
      thread,
      line: `DEBUG c.l.payroll.persist.PayslipWriter - run ${run.id}: ${run.employees} payslips persisted, 0 skipped`,
    });
    events.push({
      t: persisted + between(random, 3, 60),
      thread: 'rti-queue',
      line: `INFO  c.l.payroll.rti.FpsQueue - FPS queued for run ${run.id} (${run.tax})`,
    });
    workers[w] = persisted;
  });
  events.sort((x, y) => x.t - y.t);
  const body = events.map((e) => {
    const [level, ...rest] = e.line.split(' ');
    return `${stamp(e.t)} ${level!.padEnd(5)} [${e.thread}] ${rest.join(' ').trimStart()}`;
  });
  const at = body.findIndex((l) => l.includes(needle));
  const noise = [
    'WARN  [HikariPool-1 housekeeper] com.zaxxer.hikari.pool.HikariPool - HikariPool-1 - Thread starvation or clock leap detected (housekeeper delta=1m2s).',
    'WARN  [g2n-pool-2] c.l.payroll.calc.TaxTables - tax table cache miss for regime S, reloading',
    'INFO  [metrics] c.l.payroll.batch.Progress - heartbeat: queue depth OK, heap 1.9 GiB of 4.0 GiB',
    'WARN  [rti-queue] c.l.payroll.rti.GatewayClient - HMRC gateway poll returned 503, retry in 30s',
    'INFO  [metrics] c.l.payroll.batch.Progress - heartbeat: all pool threads busy',
  ];
  for (let k = 0; k < 36; k++) {
    let pos = between(random, 1, body.length - 1);
    if (Math.abs(pos - at) < 40) pos = (pos + 120) % body.length;
    const prev = body[pos - 1]!.slice(0, 23);
    body.splice(pos, 0, `${prev} ${oneOf(random, noise)}`);
  }
  const end = events[events.length - 1]!.t + 1200;
  const output = [
    `${stamp(start - 4)} INFO  [main] c.l.payroll.batch.NightlyCalc - Ledgerwick payroll engine lw-g2n 26.4.1 (build 8812, jdk 21.0.5)`,
    `${stamp(start)} INFO  [main] c.l.payroll.batch.NightlyCalc - nightly gross-to-net batch B-20261209-01 starting: ${n} runs queued, pool size 8`,
    ...body,
    `${stamp(end)} INFO  [main] c.l.payroll.batch.NightlyCalc - batch B-20261209-01 finished: ${n} runs, ${runs.reduce((s, r) => s + r.employees, 0)} payslips, wall time ${Math.round((end - start) / 1000)}s`,
    '',
  ].join('\n');
  return probe(
    'round 112: slow payroll calc',
    "Last night's payroll calculations: was there one client whose run took far longer than everyone else's? Which one?",
    'payroll_batch_log',
    output,
    'slow-client',
    needle,
  );
}

export function roundOneHundredTwelve(): EconomicsTask[] {
  return [
    a1PayRunExport(),
    a2FullPaymentSubmission(),
    a3TerminalBufferDump(),
    b1BenefitsConfig(),
    b2PayslipBatch(),
    b3AbsenceByCostCentre(),
    c1BacsSubmissionHistory(),
    c2LeaveRequestsHtml(),
    c3AttendanceExceptions(),
    d1BacsStandard18(),
    d2TerminalStatus(),
    d3NightlyCalcLog(),
  ];
}
