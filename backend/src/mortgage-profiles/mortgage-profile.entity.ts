import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { numericColumn } from '../common/columns.js';

/** The homeowner's one primary mortgage (unique per user). */
@Entity('mortgage_profiles')
export class MortgageProfileEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('uuid', { name: 'user_id' })
  userId: string;

  @Column('text', { name: 'property_address', default: '' })
  propertyAddress: string;

  @Column('date', { name: 'purchase_date', nullable: true })
  purchaseDate: string | null;

  @Column('numeric', { name: 'purchase_price', precision: 14, scale: 2, transformer: numericColumn })
  purchasePrice: number;

  @Column('numeric', { name: 'original_loan_amount', precision: 14, scale: 2, transformer: numericColumn })
  originalLoanAmount: number;

  @Column('numeric', { name: 'current_balance', precision: 14, scale: 2, transformer: numericColumn })
  currentBalance: number;

  @Column('numeric', { name: 'original_interest_rate', precision: 8, scale: 6, transformer: numericColumn })
  originalInterestRate: number;

  @Column('integer', { name: 'loan_term_years', default: 30 })
  loanTermYears: number;

  @Column('text', { name: 'loan_type', default: '30_year_fixed' })
  loanType: string;

  @Column('numeric', { name: 'monthly_payment', precision: 14, scale: 2, transformer: numericColumn })
  monthlyPayment: number;

  @Column('date', { name: 'first_payment_date', nullable: true })
  firstPaymentDate: string | null;

  @Column('numeric', { name: 'current_home_value', precision: 14, scale: 2, transformer: numericColumn })
  currentHomeValue: number;

  // Issue 21: optional escrow (dollars) and ARM terms (fractions); null = not given.
  @Column('numeric', { name: 'property_tax_yearly', precision: 14, scale: 2, nullable: true, transformer: numericColumn })
  propertyTaxYearly: number | null;

  @Column('numeric', { name: 'insurance_yearly', precision: 14, scale: 2, nullable: true, transformer: numericColumn })
  insuranceYearly: number | null;

  @Column('numeric', { name: 'hoa_monthly', precision: 14, scale: 2, nullable: true, transformer: numericColumn })
  hoaMonthly: number | null;

  @Column('numeric', { name: 'pmi_monthly', precision: 14, scale: 2, nullable: true, transformer: numericColumn })
  pmiMonthly: number | null;

  @Column('numeric', { name: 'arm_margin', precision: 8, scale: 6, nullable: true, transformer: numericColumn })
  armMargin: number | null;

  @Column('numeric', { name: 'arm_index_rate', precision: 8, scale: 6, nullable: true, transformer: numericColumn })
  armIndexRate: number | null;

  @Column('numeric', { name: 'arm_initial_cap', precision: 8, scale: 6, nullable: true, transformer: numericColumn })
  armInitialCap: number | null;

  @Column('numeric', { name: 'arm_periodic_cap', precision: 8, scale: 6, nullable: true, transformer: numericColumn })
  armPeriodicCap: number | null;

  @Column('numeric', { name: 'arm_lifetime_cap', precision: 8, scale: 6, nullable: true, transformer: numericColumn })
  armLifetimeCap: number | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
