import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { numericColumn } from '../common/columns.js';

/** One reading of the weekly market rates; the newest is what GET /api/market-rates shows. */
@Entity({ name: 'market_rate_snapshots' })
export class MarketRateSnapshot {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** 'mba', 'pmms', 'seed' (the first-run snapshot) or 'manual' (entered by an admin). */
  @Column({ type: 'text' })
  source: string;

  /** Fractions: 0.069 for 6.90%. */
  @Column({ name: 'thirty_year_fixed', type: 'numeric', precision: 8, scale: 6, transformer: numericColumn })
  thirtyYearFixed: number;

  @Column({ name: 'fifteen_year_fixed', type: 'numeric', precision: 8, scale: 6, transformer: numericColumn })
  fifteenYearFixed: number;

  /** The survey week (YYYY-MM-DD) when the source names it. */
  @Column({ name: 'as_of', type: 'date', nullable: true })
  asOf: string | null;

  /** The page or file the rates were read from. */
  @Column({ name: 'source_url', type: 'text', nullable: true })
  sourceUrl: string | null;

  /** The admin who entered a 'manual' snapshot (null for a read from the source). */
  @Column({ name: 'entered_by', type: 'uuid', nullable: true })
  enteredBy: string | null;

  @Column({ name: 'scraped_at', type: 'timestamptz', default: () => 'now()' })
  scrapedAt: Date;
}
