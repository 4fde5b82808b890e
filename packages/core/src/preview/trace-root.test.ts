import { describe, expect, it } from 'vitest';
import { lineOf } from '../test/signal-lines.js';
import { salientPreview } from './salient-preview.js';
import { traceRoot } from './trace-root.js';

const shown = (text: string, lines: readonly { start: number; end: number }[] | undefined) => lines?.map((l) => text.slice(l.start, l.end));

const trace = [
  '2026-11-19T06:12:09.882Z ERROR 1 --- [exec-5] c.h.p.capture.CaptureController : Capture failed order=HR-81233917',
  'com.hedgerow.payments.capture.CaptureException: Capture failed for order HR-81233917',
  '\tat com.hedgerow.payments.capture.CaptureService.capture(CaptureService.java:142)',
  '\tat org.springframework.web.servlet.DispatcherServlet.doDispatch(DispatcherServlet.java:1089)',
  'Caused by: com.hedgerow.payments.psp.PspException: capture refused',
  '\tat com.hedgerow.payments.psp.PspClient.capture(PspClient.java:77)',
  '\t... 12 more',
  'Caused by: java.lang.ArithmeticException: Rounding necessary',
  '\tat java.base/java.math.BigDecimal.setScale(BigDecimal.java:3029)',
  '\tat com.hedgerow.payments.capture.AmountCalculator.applyMultibuyAdjustment(AmountCalculator.java:211)',
  '\tat com.hedgerow.payments.capture.CaptureService.capture(CaptureService.java:118)',
  '\t... 27 common frames omitted',
  '2026-11-19T06:12:09.922Z  INFO 1 --- [scheduling-1] c.h.p.capture.CaptureRetryScheduler : Capture retry scheduled',
].join('\n');

describe('traceRoot', () => {
  it("gives a trace's last cause and the first frame under it in the code of the trace's own exception", () => {
    const root = [
      'Caused by: java.lang.ArithmeticException: Rounding necessary',
      '\tat com.hedgerow.payments.capture.AmountCalculator.applyMultibuyAdjustment(AmountCalculator.java:211)',
    ];
    expect(shown(trace, traceRoot(trace, lineOf(trace, 2)))).toEqual(root);
    // From the log line above the exception too, and with the lines' numbers.
    expect(traceRoot(trace, lineOf(trace, 1))?.map((l) => l.line)).toEqual([8, 10]);
    expect(traceRoot(trace, lineOf(trace, 13))).toBeUndefined();
  });

  it("gives a cause's first frame when the trace's own exception is the JDK's, and with no cause the first frame of its code that is not its first", () => {
    const jdk =
      'java.lang.IllegalStateException: closed\n\tat java.base/java.util.X.y(X.java:1)\nCaused by: java.io.IOException: reset\n\tat java.base/sun.nio.ch.Net.read(Net.java:9)\n\tat com.acme.Z.r(Z.java:4)';
    expect(shown(jdk, traceRoot(jdk, lineOf(jdk, 1)))).toEqual([
      'Caused by: java.io.IOException: reset',
      '\tat java.base/sun.nio.ch.Net.read(Net.java:9)',
    ]);
    const uncaused =
      'com.acme.JobFailedException: no\n\tat org.lib.A.a(A.java:1)\n\tat org.lib.B.b(B.java:2)\n\tat com.acme.Job.run(Job.java:40)\nnext line';
    expect(shown(uncaused, traceRoot(uncaused, lineOf(uncaused, 1)))).toEqual(['\tat com.acme.Job.run(Job.java:40)']);
    const first = 'com.acme.JobFailedException: no\n\tat com.acme.Job.run(Job.java:40)\n\tat org.lib.A.a(A.java:1)';
    expect(traceRoot(first, lineOf(first, 1))).toBeUndefined();
  });

  it("reads past a suppressed exception and its cause, indented in the trace, to the trace's own cause", () => {
    const suppressed = [
      'com.acme.ImportException: row 17',
      '\tat com.acme.Import.run(Import.java:10)',
      '\tSuppressed: java.io.IOException: close failed',
      '\t\tat java.base/java.io.FileInputStream.close(FileInputStream.java:1)',
      '\t\tCaused by: java.io.IOException: stale handle',
      '\t\t\t... 3 more',
      'Caused by: com.acme.ParseException: bad date',
      '\tat com.acme.Dates.parse(Dates.java:44)',
      'INFO next',
    ].join('\n');
    expect(shown(suppressed, traceRoot(suppressed, lineOf(suppressed, 1)))).toEqual([
      'Caused by: com.acme.ParseException: bad date',
      '\tat com.acme.Dates.parse(Dates.java:44)',
    ]);
  });

  it("gives with a cause the lines of its message under it, before its first frame: a database's Detail", () => {
    const lines = trace.split('\n');
    const psql = [...lines.slice(0, 8), '  Detail: Key (order_id)=(HR-81233917) already exists.', ...lines.slice(8)].join('\n');
    expect(shown(psql, traceRoot(psql, lineOf(psql, 2)))).toEqual([
      'Caused by: java.lang.ArithmeticException: Rounding necessary',
      '  Detail: Key (order_id)=(HR-81233917) already exists.',
      '\tat com.hedgerow.payments.capture.AmountCalculator.applyMultibuyAdjustment(AmountCalculator.java:211)',
    ]);
  });

  it("gives for a Python traceback the exception that ends its chain's first traceback, under its innermost frame", () => {
    const py = [
      '2026-11-18 23:34:38,464 ERROR worker-4 pricing failed for order ORD-7719304',
      'Traceback (most recent call last):',
      '  File "/app/worker.py", line 88, in process',
      '    total = price_of(order.sku)',
      '  File "/app/pricing.py", line 41, in price_of',
      '    return table[sku]',
      "KeyError: 'GG-690721'",
      '',
      'During handling of the above exception, another exception occurred:',
      '',
      'Traceback (most recent call last):',
      '  File "/app/worker.py", line 91, in process',
      '    raise PricingError(order.sku)',
      'app.errors.PricingError: GG-690721',
      '2026-11-18 23:34:38,860 INFO worker-5 priced order ORD-7719305',
    ].join('\n');
    expect(shown(py, traceRoot(py, lineOf(py, 1)))).toEqual([
      '  File "/app/pricing.py", line 41, in price_of',
      '    return table[sku]',
      "KeyError: 'GG-690721'",
    ]);
    expect(traceRoot(py, lineOf(py, 15))).toBeUndefined();
  });

  it('gives from a cause the first frame under it, or the root of a cause further down, and never the line it starts at', () => {
    // The last cause is the JDK's: the first frame under it.
    expect(shown(trace, traceRoot(trace, lineOf(trace, 8)))).toEqual([
      '\tat java.base/java.math.BigDecimal.setScale(BigDecimal.java:3029)',
    ]);
    // A cause with another under it: that one's, and the first frame under it in the code of the cause started at.
    expect(shown(trace, traceRoot(trace, lineOf(trace, 5)))).toEqual([
      'Caused by: java.lang.ArithmeticException: Rounding necessary',
      '\tat com.hedgerow.payments.capture.AmountCalculator.applyMultibuyAdjustment(AmountCalculator.java:211)',
    ]);
  });

  it('gives nothing for a line that starts no trace', () => {
    const log = 'ERROR payment failed: com.acme.BadThing\nINFO retrying\n\tat nothing here';
    expect(traceRoot(log, lineOf(log, 1))).toBeUndefined();
    const noFrames = 'com.acme.JobFailedException: no\nINFO next';
    expect(traceRoot(noFrames, lineOf(noFrames, 1))).toBeUndefined();
  });

  it('brings the frame under a best pick that is a cause in the preview', () => {
    const noise = Array.from(
      { length: 400 },
      (_, i) =>
        `2026-11-19T02:${String(i % 60).padStart(2, '0')}:00.030Z  INFO 1 --- [reconciler] [ metrics-1] c.s.baggage.metrics.LagReporter : consumer-lag group=reconciler topic=bsm.in lag=${i % 13}`,
    );
    const timeout = [
      '2026-11-19T01:10:00.030Z  WARN 1 --- [reconciler] [ dcs-1] c.s.baggage.dcs.DcsClient : retrying',
      'java.net.SocketTimeoutException: Read timed out',
    ];
    const crash = [
      '2026-11-19T03:10:41.220Z ERROR 1 --- [reconciler] [ bsm-3] c.s.baggage.reconcile.Reconciler : Reconcile failed for bag 0220412345',
      'com.skuaair.baggage.reconcile.ReconcileException: bag 0220412345 could not be reconciled',
      '\tat com.skuaair.baggage.reconcile.Reconciler.reconcile(Reconciler.java:133)',
      '\tat java.base/java.lang.Thread.run(Thread.java:1583)',
      'Caused by: java.lang.NullPointerException: Cannot invoke "java.time.OffsetDateTime.until(java.time.temporal.Temporal, java.time.temporal.TemporalUnit)" because the return value of "com.skuaair.baggage.model.Leg.estimatedDeparture()" is null',
      '\tat com.skuaair.baggage.reconcile.TransferWindow.minutesToConnect(TransferWindow.java:57)',
      '\tat com.skuaair.baggage.reconcile.Reconciler.reconcile(Reconciler.java:118)',
      '\t... 6 common frames omitted',
    ].join('\n');
    const text = [...noise.slice(0, 40), ...timeout, ...noise.slice(40, 200), crash, ...noise.slice(200)].join('\n');
    const preview = salientPreview(text, {
      previewChars: 1_000,
      request:
        'The service threw a null pointer at about ten past three this morning. Which of our own classes, and which line, did it come from?',
    });
    // The cause is the best pick (the null pointer): the frame under it comes with it.
    expect(preview.text.split('\n').filter((line) => /^\d+: /.test(line))).toEqual([
      '203: 2026-11-19T03:10:41.220Z ERROR 1 --- [reconciler] [ bsm-3] c.s.baggage.reconcile.Reconciler : Reconcile failed for bag 0220412345',
      '207: Caused by: java.lang.NullPointerException: Cannot invoke "java.time.OffsetDateTime.until(java.time.temporal.Temporal, java.time.temporal.TemporalUnit)" because the return value of "com.skuaair.baggage.model.Leg.estimatedDeparture()" is null',
      '208: \tat com.skuaair.baggage.reconcile.TransferWindow.minutesToConnect(TransferWindow.java:57)',
    ]);
  });

  it('brings the root frame of a cause picked after the best pick, before the room goes to the picks after it', () => {
    const info = (i: number) =>
      `2026-11-11T${String(10 + (Math.floor(i / 60) % 12)).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}:45.518Z  INFO 1 --- [promo-batch] [o-redemptions-${i % 2}] c.f.p.redemption.RedemptionConsumer      : Applied voucher SAVE5NOW-${1000 + i} to order FK-${6_000_000 + i * 7}`;
    const early = [
      '2026-11-11T16:45:03.118Z  WARN 1 --- [promo-batch] [   scheduling-1] c.f.p.sync.CampaignSyncJob               : Skipping campaign cmp_7Qd2mWk1 during sync',
      'java.lang.NullPointerException: Cannot invoke "String.toUpperCase()" because "campaign.getCityCode()" is null',
      '\tat com.forkful.promotions.sync.CampaignMapper.toDto(CampaignMapper.java:41) ~[!/:na]',
    ];
    const crash = [
      '2026-11-12T02:10:41.220Z ERROR 1 --- [promo-batch] [   scheduling-3] o.s.batch.core.step.AbstractStep         : Encountered an error executing step voucherExpiryStep',
      'org.springframework.batch.core.step.skip.NonSkippableProcessException: Non-skippable exception during process',
      '\tat org.springframework.batch.core.step.AbstractStep.execute(AbstractStep.java:229) ~[spring-batch-core-5.1.2.jar!/:5.1.2]',
      '\tat com.forkful.promotions.expiry.VoucherExpiryJobRunner.run(VoucherExpiryJobRunner.java:52) ~[!/:na]',
      'Caused by: java.lang.NullPointerException: Cannot invoke "java.math.BigDecimal.compareTo(java.math.BigDecimal)" because the return value of "com.forkful.promotions.model.Voucher.getMinBasket()" is null',
      '\tat com.forkful.promotions.expiry.ExpiryRules.minBasketStillValid(ExpiryRules.java:97) ~[!/:na]',
      '\tat com.forkful.promotions.expiry.ExpiryRules.evaluate(ExpiryRules.java:58) ~[!/:na]',
    ];
    const lines = Array.from({ length: 600 }, (_, i) => info(i));
    const text = [...lines.slice(0, 100), ...early, ...lines.slice(100, 400), ...crash, ...lines.slice(400)].join('\n');
    const preview = salientPreview(text, {
      previewChars: 1_000,
      request:
        'The overnight voucher expiry run fell over with a null pointer. Which class and line of our own code did it actually blow up in?',
    });
    // The log line above the crash's trace is picked after the early null pointer: the frame its
    // cause came from comes with it (its long cause line does not fit), before a frame near it would.
    expect(preview.text.split('\n').filter((line) => /^\d+: /.test(line))).toEqual([
      '102: java.lang.NullPointerException: Cannot invoke "String.toUpperCase()" because "campaign.getCityCode()" is null',
      '404: 2026-11-12T02:10:41.220Z ERROR 1 --- [promo-batch] [   scheduling-3] o.s.batch.core.step.AbstractStep         : Encountered an error executing step voucherExpiryStep',
      '409: \tat com.forkful.promotions.expiry.ExpiryRules.minBasketStillValid(ExpiryRules.java:97) ~[!/:na]',
    ]);
  });

  it('brings them after the best pick in the preview', () => {
    const noise = Array.from(
      { length: 400 },
      (_, i) =>
        `2026-11-19T05:${String(i % 60).padStart(2, '0')}:00.000Z  INFO 1 --- [exec-${i % 9}] c.h.p.auth.AuthorisationService : Authorised order=HR-8120${1000 + i}`,
    );
    const text = [...noise.slice(0, 200), trace, ...noise.slice(200)].join('\n');
    const preview = salientPreview(text, {
      previewChars: 1_000,
      request: 'Which line of our own code did the exception for order HR-81233917 come from?',
    });
    const lines = preview.text.split('\n');
    expect(
      lines.slice(
        lines.findIndex((l) => l.startsWith('202: ')),
        lines.indexOf('...[last lines]...'),
      ),
    ).toEqual([
      '202: com.hedgerow.payments.capture.CaptureException: Capture failed for order HR-81233917',
      '205: Caused by: com.hedgerow.payments.psp.PspException: capture refused',
      '206: \tat com.hedgerow.payments.psp.PspClient.capture(PspClient.java:77)',
      '208: Caused by: java.lang.ArithmeticException: Rounding necessary',
      '210: \tat com.hedgerow.payments.capture.AmountCalculator.applyMultibuyAdjustment(AmountCalculator.java:211)',
    ]);
  });
});
