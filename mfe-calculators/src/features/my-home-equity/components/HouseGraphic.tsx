import { useId } from 'react';
import { formatCurrency } from '@homewise/platform';
import type { HouseSegments } from '../equity-view';

// The drawing's frame: the roof above, the walls (the home's value) below.
const WIDTH = 240;
const WALL_TOP = 92;
const WALL_HEIGHT = 136;
const WALL_LEFT = 36;
const WALL_WIDTH = 168;
/** A segment shorter than this (in drawing units) carries no label inside; the legend still has it. */
const MIN_LABEL_HEIGHT = 22;

/**
 * The home as a house: its walls are the home's value, filled from the ground up with the equity
 * and above it the loan, each as tall as its share of the value. One image for screen readers,
 * described in words; the legend beside it gives the same figures as text.
 */
export function HouseGraphic({ house }: { house: HouseSegments }) {
  const id = useId();
  const equityHeight = WALL_HEIGHT * house.equityShare;
  const loanHeight = WALL_HEIGHT * house.loanShare;
  const groundY = WALL_TOP + WALL_HEIGHT;
  const loanPercent = 100 - house.equityPercent;
  return (
    <div className="mhe-house">
      <svg className="mhe-house__drawing" viewBox={`0 0 ${WIDTH} ${groundY + 8}`} role="img" aria-labelledby={`${id}-title ${id}-desc`}>
        <title id={`${id}-title`}>Your home equity</title>
        <desc id={`${id}-desc`}>{house.description}</desc>
        <clipPath id={`${id}-walls`}>
          <rect x={WALL_LEFT} y={WALL_TOP} width={WALL_WIDTH} height={WALL_HEIGHT} rx="4" />
        </clipPath>
        <polygon className="mhe-house__roof" points={`${WALL_LEFT - 20},${WALL_TOP + 2} ${WIDTH / 2},12 ${WALL_LEFT + WALL_WIDTH + 20},${WALL_TOP + 2}`} />
        <text className="mhe-house__roof-label" x={WIDTH / 2} y={WALL_TOP - 26} textAnchor="middle">
          {formatCurrency(house.homeValue, 0)}
        </text>
        <g clipPath={`url(#${id}-walls)`}>
          <rect className="mhe-house__empty" x={WALL_LEFT} y={WALL_TOP} width={WALL_WIDTH} height={WALL_HEIGHT} />
          <rect className="mhe-house__loan" data-segment="loan" x={WALL_LEFT} y={WALL_TOP} width={WALL_WIDTH} height={loanHeight} />
          <rect className="mhe-house__equity" data-segment="equity" x={WALL_LEFT} y={groundY - equityHeight} width={WALL_WIDTH} height={equityHeight} />
        </g>
        <rect className="mhe-house__walls" x={WALL_LEFT} y={WALL_TOP} width={WALL_WIDTH} height={WALL_HEIGHT} rx="4" />
        {loanHeight >= MIN_LABEL_HEIGHT ? (
          <text className="mhe-house__segment-label" x={WIDTH / 2} y={WALL_TOP + loanHeight / 2 + 5} textAnchor="middle">
            Loan {loanPercent}%
          </text>
        ) : null}
        {equityHeight >= MIN_LABEL_HEIGHT ? (
          <text className="mhe-house__segment-label" x={WIDTH / 2} y={groundY - equityHeight / 2 + 5} textAnchor="middle">
            Equity {house.equityPercent}%
          </text>
        ) : null}
        <line className="mhe-house__ground" x1="8" x2={WIDTH - 8} y1={groundY} y2={groundY} />
      </svg>
      <ul className="mhe-house__legend">
        <li>
          <span className="mhe-swatch mhe-swatch--value" aria-hidden="true" /> Home value <strong>{formatCurrency(house.homeValue, 0)}</strong>
        </li>
        <li>
          <span className="mhe-swatch mhe-swatch--equity" aria-hidden="true" /> Equity <strong>{formatCurrency(house.equity, 0)}</strong>
        </li>
        <li>
          <span className="mhe-swatch mhe-swatch--loan" aria-hidden="true" /> Loan <strong>{formatCurrency(house.balance, 0)}</strong>
        </li>
      </ul>
      {house.underWater ? (
        <p className="mhe-house__note" role="note">
          Your loan is {formatCurrency(-house.equity, 0)} more than your home is worth.
        </p>
      ) : null}
    </div>
  );
}
