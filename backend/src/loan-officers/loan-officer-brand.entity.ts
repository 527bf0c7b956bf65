import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** A loan officer's white-label settings for their marketing page (/lo/<referral code>). */
@Entity('loan_officer_brands')
export class LoanOfficerBrandEntity {
  @PrimaryColumn('uuid', { name: 'user_id' })
  userId: string;

  @Column('text', { name: 'company_name', nullable: true })
  companyName: string | null;

  @Column('text', { name: 'nmls_id', nullable: true })
  nmlsId: string | null;

  @Column('text', { name: 'logo_url', nullable: true })
  logoUrl: string | null;

  @Column('text', { name: 'photo_url', nullable: true })
  photoUrl: string | null;

  @Column('text', { name: 'primary_color', nullable: true })
  primaryColor: string | null;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
