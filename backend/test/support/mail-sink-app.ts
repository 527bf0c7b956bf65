import { startTestApp, type TestApp, type TestAppOptions } from '../harness.js';
import { SmtpSink } from './smtp-sink.js';

export interface MailSinkApp {
  t: TestApp;
  sink: SmtpSink;
}

/**
 * For a spec whose app sends real mail: a loopback SMTP sink of the file's own and the app
 * (fresh database) sending to it, started before the file's tests and stopped after them — the
 * app first, so no mail is cut off mid-send. `ready` hands both over, usually to the spec's own
 * variables: `withMailSink((app) => ({ t, sink } = app), { config: (c) => … })`.
 */
export function withMailSink(ready: (app: MailSinkApp) => void, options: TestAppOptions = {}): void {
  let app: Partial<MailSinkApp> = {};
  beforeAll(async () => {
    const sink = await SmtpSink.start();
    app = { sink };
    const t = await startTestApp({
      ...options,
      config: (config) => {
        config.smtpUrl = sink.url;
        options.config?.(config);
      },
    });
    app = { t, sink };
    ready({ t, sink });
  });
  afterAll(async () => {
    await app.t?.close();
    await app.sink?.stop();
  });
}
