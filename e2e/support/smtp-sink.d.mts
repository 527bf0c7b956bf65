export function startSmtpSink(dir: string): Promise<{ url: string; dir: string; stop: () => Promise<void> }>;
