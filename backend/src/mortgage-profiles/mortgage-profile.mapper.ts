import type { MortgageProfile } from '@homewise/contracts';
import type { MortgageProfileEntity } from './mortgage-profile.entity.js';

export function toMortgageProfile(p: MortgageProfileEntity): MortgageProfile {
  return {
    id: p.id,
    propertyAddress: p.propertyAddress,
    purchaseDate: p.purchaseDate,
    purchasePrice: p.purchasePrice,
    originalLoanAmount: p.originalLoanAmount,
    currentBalance: p.currentBalance,
    originalInterestRate: p.originalInterestRate,
    loanTermYears: p.loanTermYears,
    loanType: p.loanType,
    monthlyPayment: p.monthlyPayment,
    firstPaymentDate: p.firstPaymentDate,
    currentHomeValue: p.currentHomeValue,
    createdAt: new Date(p.createdAt).toISOString(),
    updatedAt: new Date(p.updatedAt).toISOString(),
  };
}
