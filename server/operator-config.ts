// Who runs the marketplace (the imprint's legally required details, § 5 DDG, and the contact
// form's recipient), from OPERATOR_* environment variables. Without them a demo operator stands in,
// so a fresh checkout's imprint reads like a real one; startup-warnings.ts says so beyond loopback.
import * as v from 'valibot';

export interface OperatorConfig {
  /** The company or person, as in the register. */
  name: string;
  /** Street, postcode and city on one line. */
  address: string;
  /** Where the contact form's messages go; shown in the imprint. */
  email: string;
  phone: string;
  /** Register court and number, e.g. "Amtsgericht Charlottenburg, HRB 245612 B". */
  register: string;
  /** The managing director(s), also responsible for the content (§ 18 Abs. 2 MStV). */
  representative: string;
  vatId: string;
}

export const DEMO_OPERATOR: OperatorConfig = {
  name: 'Handymarkt Demo GmbH',
  address: 'Friedrichstraße 68, 10117 Berlin',
  email: 'hallo@handymarkt.de',
  phone: '+49 30 5683 9120',
  register: 'Amtsgericht Charlottenburg, HRB 245612 B',
  representative: 'Jana Albrecht',
  vatId: 'DE341298765',
};

const line = (max: number) =>
  v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.minLength(1, 'must not be empty'),
      v.maxLength(max, `must be at most ${max} characters`),
      // One line each: they go into HTML (escaped) and mail headers.
      v.regex(/^[^\r\n<>]+$/, 'must be one line without < or >'),
    ),
  );

const OperatorEnvSchema = v.object({
  OPERATOR_NAME: line(120),
  OPERATOR_ADDRESS: line(200),
  OPERATOR_EMAIL: v.optional(v.pipe(v.string(), v.trim(), v.email('must be an e-mail address'))),
  OPERATOR_PHONE: line(40),
  OPERATOR_REGISTER: line(200),
  OPERATOR_REPRESENTATIVE: line(200),
  OPERATOR_VAT_ID: line(40),
});

/** The operator's details: each OPERATOR_* given, else the demo operator's. */
export function operatorConfig(env: Record<string, string | undefined>): OperatorConfig {
  const result = v.safeParse(OperatorEnvSchema, env);
  if (!result.success) {
    const lines = result.issues.map((i) => `  ${i.path?.map((p) => String(p.key)).join('.')}: ${i.message}`);
    throw new Error(`Invalid settings:\n${lines.join('\n')}`);
  }
  const e = result.output;
  return {
    name: e.OPERATOR_NAME ?? DEMO_OPERATOR.name,
    address: e.OPERATOR_ADDRESS ?? DEMO_OPERATOR.address,
    email: e.OPERATOR_EMAIL ?? DEMO_OPERATOR.email,
    phone: e.OPERATOR_PHONE ?? DEMO_OPERATOR.phone,
    register: e.OPERATOR_REGISTER ?? DEMO_OPERATOR.register,
    representative: e.OPERATOR_REPRESENTATIVE ?? DEMO_OPERATOR.representative,
    vatId: e.OPERATOR_VAT_ID ?? DEMO_OPERATOR.vatId,
  };
}
