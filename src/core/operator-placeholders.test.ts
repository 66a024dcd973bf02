import { describe, expect, it } from 'vitest';
import { fillOperatorPlaceholders } from './operator-placeholders.ts';

const operator = {
  name: 'Muster & Co. <GmbH>',
  address: 'Hauptstraße 1, 10115 Berlin',
  email: 'kontakt@muster.example',
  phone: '+49 30 1',
  register: 'HRB 1',
  representative: 'Erika Muster',
  vat_id: 'DE1',
};

describe('fillOperatorPlaceholders', () => {
  it('fills known details, escaped, and keeps unknown placeholders as they are', () => {
    expect(
      fillOperatorPlaceholders(
        '<p>{{operator.email}} · {{operator.name}} · {{operator.constructor}} · {{operator.x}}</p>',
        operator,
      ),
    ).toBe(
      '<p>kontakt@muster.example · Muster &#38; Co. &#60;GmbH&#62; · {{operator.constructor}} · {{operator.x}}</p>',
    );
  });
});
