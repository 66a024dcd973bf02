// The authenticator setup's QR code (issue 30): the otpauth link drawn here, on the device, by a
// kept library (@paulmillr/qr), never by an outside service that would see the secret. Its code is
// fetched only when the setup shows it (two-factor-settings.tsx), not with the first screen.
import encodeQR from '@paulmillr/qr';
import { useIntl } from 'react-intl';

/** The dark modules as one SVG path: a 1×1 square per module, the quiet zone in the viewBox. */
function modulesPath(modules: boolean[][]): string {
  const squares: string[] = [];
  modules.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) squares.push(`M${x} ${y}h1v1h-1z`);
    }),
  );
  return squares.join('');
}

/** Four modules of light border around the code, as scanners expect. */
const QUIET = 4;

export default function TwoFactorQr({ uri }: { uri: string }) {
  const intl = useIntl();
  const modules = encodeQR(uri, 'raw', { ecc: 'medium', border: 0 });
  const size = modules.length + 2 * QUIET;
  return (
    <svg
      className="two-factor__qr"
      role="img"
      aria-label={intl.formatMessage({ id: 'security.twoFactor.qr' })}
      viewBox={`${-QUIET} ${-QUIET} ${size} ${size}`}
      width="200"
      height="200"
      shapeRendering="crispEdges"
      data-testid="two-factor-qr"
    >
      <rect x={-QUIET} y={-QUIET} width={size} height={size} fill="#fff" />
      <path d={modulesPath(modules)} fill="#000" />
    </svg>
  );
}
