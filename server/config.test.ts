// Settings from environment variables (README, Settings): defaults, the demo switch, and
// start-up errors that name the variable at fault.
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('serves on port 8080 with data in ./data and the demo on when nothing is set', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.host).toBe('0.0.0.0');
    expect(config.dataDir).toBe('./data');
    expect(config.demo).toBe(true);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.staticDir).toBe('./dist');
    expect(config.advertiseUrl).toBeUndefined();
  });

  it('reads the settings given', () => {
    const config = loadConfig({
      PORT: '3000',
      HOST: '127.0.0.1',
      DATA_DIR: '/var/lib/handymarkt',
      DATABASE_URL: 'postgres://app@db:5432/handymarkt',
      ADVERTISE_URL: 'https://werbung.example.de/',
      STATIC_DIR: '/srv/pwa',
    });
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: '/var/lib/handymarkt',
      databaseUrl: 'postgres://app@db:5432/handymarkt',
      advertiseUrl: 'https://werbung.example.de/',
      staticDir: '/srv/pwa',
    });
  });

  it('accepts postgresql:// as well as postgres://', () => {
    expect(loadConfig({ DATABASE_URL: 'postgresql://localhost/hm' }).databaseUrl).toBe(
      'postgresql://localhost/hm',
    );
  });

  it('starts without the demo with --no-demo', () => {
    expect(loadConfig({}, ['--no-demo']).demo).toBe(false);
    expect(loadConfig({ DEMO: '1' }, ['--no-demo']).demo).toBe(false);
  });

  it('starts without the demo with DEMO=0, false or no', () => {
    for (const off of ['0', 'false', 'no']) expect(loadConfig({ DEMO: off }).demo, off).toBe(false);
  });

  it('keeps the demo on with DEMO=1, true, yes or empty', () => {
    for (const on of ['1', 'true', 'yes', '']) expect(loadConfig({ DEMO: on }).demo, on).toBe(true);
  });

  it('ignores other command line arguments', () => {
    expect(loadConfig({}, ['--demo', 'no-demo']).demo).toBe(true);
  });

  it('refuses an invalid PORT, naming it', () => {
    for (const bad of ['abc', '80.5', '-1', '65536', '']) {
      expect(() => loadConfig({ PORT: bad }), JSON.stringify(bad)).toThrow(/^Invalid settings:\n {2}PORT: /);
    }
  });

  it('refuses a DATABASE_URL that is not PostgreSQL, naming it', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://localhost/hm' })).toThrow(
      'DATABASE_URL: must be a postgres:// URL',
    );
  });

  it('refuses an unknown DEMO value and an ADVERTISE_URL that is no URL, naming them', () => {
    expect(() => loadConfig({ DEMO: 'maybe' })).toThrow(/DEMO: /);
    expect(() => loadConfig({ ADVERTISE_URL: 'werbung' })).toThrow(/ADVERTISE_URL: /);
  });

  it('names every invalid setting at once', () => {
    let message = '';
    try {
      loadConfig({ PORT: 'x', DATABASE_URL: 'sqlite:hm.db' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/PORT: /);
    expect(message).toMatch(/DATABASE_URL: /);
  });

  it('allows port 0 (any free port, as tests and benchmarks use)', () => {
    expect(loadConfig({ PORT: '0' }).port).toBe(0);
  });

  it('refuses to send mail over SMTP without PUBLIC_URL, so no request can choose the host of a recovery link', () => {
    expect(() => loadConfig({ SMTP_URL: 'smtp://mail.example:587' })).toThrow(/PUBLIC_URL/);
    expect(
      loadConfig({ SMTP_URL: 'smtp://mail.example:587', PUBLIC_URL: 'https://handymarkt.de' }).publicUrl,
    ).toBe('https://handymarkt.de');
  });

  it('keeps photos in DATA_DIR/uploads unless S3_BUCKET is set', () => {
    expect(loadConfig({}).s3).toBeUndefined();
  });

  it('reads the S3 settings, with AWS addresses by default and path style for another endpoint', () => {
    expect(loadConfig({ S3_BUCKET: 'hm-fotos', S3_REGION: 'eu-central-1' }).s3).toEqual({
      bucket: 'hm-fotos',
      region: 'eu-central-1',
      endpoint: undefined,
      credentials: undefined,
      publicUrl: 'https://hm-fotos.s3.eu-central-1.amazonaws.com',
      forcePathStyle: false,
    });
    expect(
      loadConfig({
        S3_BUCKET: 'hm-fotos',
        S3_ENDPOINT: 'http://minio:9000/',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
      }).s3,
    ).toMatchObject({
      endpoint: 'http://minio:9000',
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
      publicUrl: 'http://minio:9000/hm-fotos',
      forcePathStyle: true,
      region: 'us-east-1',
    });
    expect(
      loadConfig({ S3_BUCKET: 'hm-fotos', S3_PUBLIC_URL: 'https://cdn.handymarkt.de/fotos' }).s3?.publicUrl,
    ).toBe('https://cdn.handymarkt.de/fotos');
  });

  it('refuses incomplete or malformed S3 settings at start, naming the variable', () => {
    expect(() => loadConfig({ S3_ENDPOINT: 'http://minio:9000' })).toThrow(/S3_BUCKET: is required/);
    expect(() => loadConfig({ S3_BUCKET: 'hm-fotos', S3_ACCESS_KEY_ID: 'id' })).toThrow(
      /S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY/,
    );
    expect(() => loadConfig({ S3_BUCKET: 'Ungültig!' })).toThrow(/S3_BUCKET: /);
    expect(() => loadConfig({ S3_BUCKET: 'hm-fotos', S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT: /);
    expect(() => loadConfig({ S3_BUCKET: 'hm-fotos', S3_PUBLIC_URL: 'https://cdn.example/' })).toThrow(
      /S3_PUBLIC_URL: /,
    );
    expect(() => loadConfig({ S3_BUCKET: 'hm-fotos', S3_FORCE_PATH_STYLE: 'vielleicht' })).toThrow(
      /S3_FORCE_PATH_STYLE: /,
    );
  });
  it('takes a VAPID key pair from the environment only as a pair, and a mailto: or https: subject', () => {
    const pair = { VAPID_PUBLIC_KEY: `B${'A'.repeat(86)}`, VAPID_PRIVATE_KEY: 'A'.repeat(43) };
    expect(loadConfig(pair).vapid).toEqual({
      publicKey: pair.VAPID_PUBLIC_KEY,
      privateKey: pair.VAPID_PRIVATE_KEY,
    });
    expect(loadConfig({}).vapid).toBeUndefined();
    expect(loadConfig({}).vapidSubject).toBe('mailto:noreply@handymarkt.de');
    expect(loadConfig({ PUBLIC_URL: 'https://handymarkt.de' }).vapidSubject).toBe('https://handymarkt.de');
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: pair.VAPID_PUBLIC_KEY })).toThrow(/VAPID_PRIVATE_KEY/);
    expect(() => loadConfig({ ...pair, VAPID_PRIVATE_KEY: 'short' })).toThrow(/VAPID_PRIVATE_KEY/);
    expect(() => loadConfig({ VAPID_SUBJECT: 'http://example.com' })).toThrow(/VAPID_SUBJECT/);
    expect(loadConfig({}).pushLocalEndpoints).toBe(false);
  });

  it('takes a Twilio Verify gateway from all three TWILIO_* settings, or none', () => {
    const twilio = {
      TWILIO_ACCOUNT_SID: `AC${'a'.repeat(32)}`,
      TWILIO_AUTH_TOKEN: 'token',
      TWILIO_SERVICE_SID: `VA${'b'.repeat(32)}`,
    };
    expect(loadConfig({}).twilioVerify).toBeUndefined();
    expect(loadConfig(twilio).twilioVerify).toEqual({
      url: 'https://verify.twilio.com',
      accountSid: twilio.TWILIO_ACCOUNT_SID,
      authToken: 'token',
      serviceSid: twilio.TWILIO_SERVICE_SID,
    });
    expect(() => loadConfig({ TWILIO_ACCOUNT_SID: twilio.TWILIO_ACCOUNT_SID })).toThrow(/all three or none/);
    expect(() => loadConfig({ ...twilio, TWILIO_SERVICE_SID: 'VA1' })).toThrow(/TWILIO_SERVICE_SID/);
    expect(() => loadConfig({ ...twilio, TWILIO_VERIFY_URL: 'https://x.test/' })).toThrow(
      /TWILIO_VERIFY_URL/,
    );
  });
});
