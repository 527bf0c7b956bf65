import { useId, useRef, useState } from 'react';
import { QRCodeSVG } from 'qrcode.react';
import { Button, Card, CardHeader } from '@homewise/platform';
import { shareLinks } from '../clients-view';
import { CopyField } from './CopyField';

type QrTarget = 'landing' | 'signup';

/** Saves the QR code as an SVG file (crisp at any print size: business cards, flyers). */
function downloadSvg(svg: SVGSVGElement | null, fileName: string) {
  if (!svg) return;
  const source = new XMLSerializer().serializeToString(svg);
  const url = URL.createObjectURL(new Blob([source], { type: 'image/svg+xml' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The officer's referral link and branded page, to copy or print as a QR code. */
export function ShareLinks({ referralCode }: { referralCode: string }) {
  const links = shareLinks(referralCode);
  const [target, setTarget] = useState<QrTarget>('landing');
  const qr = useRef<SVGSVGElement>(null);
  const name = useId();
  const value = links[target];
  const qrTitle = `QR code of your ${target === 'landing' ? 'branded page' : 'signup form'}: ${value}`;
  return (
    <Card className="clients-share" aria-labelledby="clients-share-title">
      <CardHeader
        title={<span id="clients-share-title">Share your link</span>}
        description="Homeowners who sign up through either link join your client list and see your name on their account."
      />
      <div className="clients-share__body">
        <div className="clients-share__links">
          <CopyField label="Signup link" value={links.signup} hint="Goes straight to signup. Paste it into emails and texts." />
          <CopyField label="Branded page link" value={links.landing} hint="Your own page with your brand, name and photo, and a signup button." />
          <a className="clients-share__open" href={links.landing} target="_blank" rel="noreferrer">
            Open your branded page<span className="hw-visually-hidden"> (opens in a new tab)</span>
          </a>
        </div>
        <figure className="clients-share__qr">
          <div className="clients-share__qr-code">
            <QRCodeSVG ref={qr} value={value} size={168} marginSize={2} level="M" title={qrTitle} aria-label={qrTitle} role="img" />
          </div>
          <figcaption>
            <fieldset className="clients-share__qr-choice">
              <legend className="hw-visually-hidden">The QR code opens</legend>
              {(
                [
                  ['landing', 'Branded page'],
                  ['signup', 'Signup form'],
                ] as const
              ).map(([option, label]) => (
                <label key={option}>
                  <input type="radio" name={name} value={option} checked={target === option} onChange={() => setTarget(option)} /> {label}
                </label>
              ))}
            </fieldset>
            <Button variant="secondary" size="sm" onClick={() => downloadSvg(qr.current, `homewise-${target}-qr.svg`)}>
              Download QR code
            </Button>
          </figcaption>
        </figure>
      </div>
    </Card>
  );
}
