import { describe, expect, it } from 'vitest';
import {
  CARRIER_NAMES,
  findCarrier,
  isValidTrackingNumber,
  normalizeTrackingNumber,
  trackingLink,
  trackingProviders,
  type CarrierName,
} from './carriers.ts';

const carrier = (name: CarrierName) => {
  const found = findCarrier(name);
  if (!found) throw new Error(`no carrier ${name}`);
  return found;
};

describe('the carriers list', () => {
  it('groups the six carriers by region with their link formats, as the providers endpoint answers', () => {
    const providers = trackingProviders();
    expect(Object.keys(providers.Germany ?? {})).toEqual(['DHL', 'Deutsche Post', 'Hermes', 'DPD', 'GLS']);
    expect(Object.keys(providers.Global ?? {})).toEqual(['UPS']);
    for (const group of Object.values(providers)) {
      for (const link of Object.values(group)) expect(link).toMatch(/^https:\/\/[^ ]+%1\$s/);
    }
    expect(Object.values(providers).flatMap((g) => Object.keys(g))).toHaveLength(CARRIER_NAMES.length);
  });

  it('finds a carrier by name whatever its case and spacing', () => {
    expect(findCarrier('dhl')?.name).toBe('DHL');
    expect(findCarrier(' deutsche  POST ')?.name).toBe('Deutsche Post');
    expect(findCarrier('Ups')?.name).toBe('UPS');
    expect(findCarrier('FedEx')).toBeUndefined();
    expect(findCarrier('')).toBeUndefined();
  });

  it('builds the public tracking link with the number as printed', () => {
    expect(trackingLink(carrier('DHL'), '0034 0434 1234 5678 9012')).toBe(
      'https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=00340434123456789012',
    );
    expect(trackingLink(carrier('UPS'), '1z999aa10123456784')).toBe(
      'https://www.ups.com/track?loc=de_DE&tracknum=1Z999AA10123456784',
    );
  });

  it('normalizes a typed number: no spaces or dashes, upper case', () => {
    expect(normalizeTrackingNumber(' rr 123-456 785 de ')).toBe('RR123456785DE');
  });
});

describe('tracking number formats', () => {
  it.each<[CarrierName, string]>([
    ['DHL', '123456789012'],
    ['DHL', '00340434161094042557'],
    ['DHL', 'JJD000390007882291476'],
    ['DHL', 'jjd 0003 9000 7882 2914 76'],
    ['Deutsche Post', 'RR123456785DE'],
    ['Deutsche Post', 'rr 12345678 5 de'],
    ['Deutsche Post', 'LX123456785DE'],
    ['Deutsche Post', '00340434161094042557'],
    ['Hermes', '12345678901234'],
    ['Hermes', '1234567890123456'],
    ['Hermes', '12345678901234567890'],
    ['Hermes', 'H1000731232547801046'],
    ['DPD', '01234567890123'],
    ['DPD', '01234567890123K'],
    ['GLS', '12345678901'],
    ['GLS', '123456789012'],
    ['GLS', 'ZXW3K5LP'],
    ['UPS', '1Z999AA10123456784'],
    ['UPS', '1z 999 aa1 01 2345 6784'],
  ])('%s accepts %j', (name, number) => {
    expect(isValidTrackingNumber(carrier(name), number)).toBe(true);
  });

  it.each<[CarrierName, string]>([
    ['DHL', '12345'],
    ['DHL', '1Z999AA10123456784'],
    ['DHL', '123456789012345678901'],
    ['Deutsche Post', 'RR123456784DE'],
    ['Deutsche Post', 'RR12345678DE'],
    ['Hermes', '123456789012345'],
    ['Hermes', 'H123'],
    ['DPD', '0123456789012'],
    ['GLS', '1234567890'],
    ['GLS', '12345678'],
    ['UPS', '1Z999AA1012345678'],
    ['UPS', '2Z999AA10123456784'],
    ['UPS', ''],
  ])('%s refuses %j', (name, number) => {
    expect(isValidTrackingNumber(carrier(name), number)).toBe(false);
  });
});
