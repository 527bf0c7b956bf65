import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { numericColumn } from '../common/columns.js';

/** A refinance offer saved from Cut My Costs ("Compare offers"). */
@Entity('refinance_scenarios')
export class RefinanceScenarioEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('uuid', { name: 'user_id' })
  userId: string;

  @Column('text')
  name: string;

  @Column('numeric', { name: 'new_rate', precision: 8, scale: 6, transformer: numericColumn })
  newRate: number;

  @Column('integer', { name: 'new_term_years' })
  newTermYears: number;

  @Column('numeric', { name: 'closing_costs', precision: 14, scale: 2, transformer: numericColumn })
  closingCosts: number;

  @Column('numeric', { precision: 6, scale: 3, transformer: numericColumn })
  points: number;

  @Column('numeric', { name: 'lender_credit', precision: 14, scale: 2, transformer: numericColumn })
  lenderCredit: number;

  @Column('numeric', { name: 'cash_out', precision: 14, scale: 2, transformer: numericColumn })
  cashOut: number;

  @Column('boolean', { name: 'roll_closing_costs' })
  rollClosingCosts: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
