import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { numericColumn } from '../common/columns.js';

/** An extra principal payment recorded against a mortgage profile. */
@Entity('extra_payments')
export class ExtraPaymentEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('uuid', { name: 'mortgage_profile_id' })
  mortgageProfileId: string;

  @Column('date', { name: 'payment_date' })
  paymentDate: string;

  @Column('numeric', { precision: 14, scale: 2, transformer: numericColumn })
  amount: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
