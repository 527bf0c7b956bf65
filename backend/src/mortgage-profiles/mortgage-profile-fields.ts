import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsNumber, IsString, registerDecorator, ValidateIf } from 'class-validator';
import { MONEY_TOOL_BOUNDS, MORTGAGE_FIELD_BOUNDS, moneyToolProblem, mortgageFieldProblem, type MortgageField, type MoneyToolField } from '@homewise/contracts';
import { ToDateOnly, ToNumber, Trim } from '../common/dto.js';
import { todayUtc } from '../common/today.js';

/**
 * A mortgage profile field, bounded by `@homewise/contracts` (MORTGAGE_FIELD_BOUNDS): the API
 * refuses what the forms refuse, in the same words. Numbers may come as numeric strings; a field
 * may be left out but not sent as null (its column is NOT NULL), except a date, where null (or
 * '') clears it.
 */
export function MortgageProfileField(field: MortgageField, { required = false }: { required?: boolean } = {}): PropertyDecorator {
  const label = labelOf(field);
  const isDate = field === 'purchaseDate' || field === 'firstPaymentDate';
  const docs = required ? ApiProperty : ApiPropertyOptional;
  return applyDecorators(
    ...(isDate
      ? [
          docs({ type: String, format: 'date', nullable: true, example: '2021-06-01' }),
          ValidateIf((_, value) => value !== undefined && value !== null),
          ToDateOnly(),
        ]
      : field === 'propertyAddress'
        ? [docs({ type: String, maxLength: MORTGAGE_FIELD_BOUNDS.propertyAddress.maxLength }), ...unlessLeftOut(required), Trim(), IsString({ message: `${label} must be text.` })]
        : field === 'loanTermYears'
          ? [docs({ type: 'integer', example: 30 }), ...unlessLeftOut(required), ToNumber(), IsInt({ message: mortgageFieldProblem('loanTermYears', 0.5, '2000-01-01') })]
          : [
              docs({ oneOf: [{ type: 'number' }, { type: 'string' }], example: field === 'originalInterestRate' ? 0.06875 : 350000 }),
              ...unlessLeftOut(required),
              ToNumber(),
              IsNumber({ allowNaN: false, allowInfinity: false }, { message: `${label} must be a number.` }),
            ]),
    WithinMortgageBounds(field),
  );
}

const unlessLeftOut = (required: boolean) => (required ? [] : [ValidateIf((_, value) => value !== undefined)]);

function labelOf(field: MortgageField): string {
  return field === 'originalInterestRate' ? MORTGAGE_FIELD_BOUNDS.interestRatePercent.label : MORTGAGE_FIELD_BOUNDS[field].label;
}

/** The contracts' bound of one field, checked against today's (UTC) date. */
function WithinMortgageBounds(field: MortgageField): PropertyDecorator {
  return (target: object, propertyName: string | symbol) =>
    registerDecorator({
      name: 'withinMortgageBounds',
      target: target.constructor,
      propertyName: propertyName as string,
      validator: {
        validate: (value: unknown) => !mortgageFieldProblem(field, value, todayUtc()),
        defaultMessage: (args) => mortgageFieldProblem(field, args?.value, todayUtc()) ?? `${labelOf(field)} is not valid.`,
      },
    });
}

/**
 * An optional escrow amount or ARM term (issue 21), bounded by `@homewise/contracts`
 * (MONEY_TOOL_BOUNDS): a number or numeric string, or null to clear it ("not given").
 */
export function MoneyToolProfileField(field: MoneyToolField): PropertyDecorator {
  const bound = MONEY_TOOL_BOUNDS[field];
  return applyDecorators(
    ApiPropertyOptional({ type: Number, nullable: true, description: bound.kind === 'rate' ? `${bound.label}, a fraction` : `${bound.label}, dollars` }),
    ValidateIf((_, value) => value !== undefined && value !== null),
    ToNumber(),
    IsNumber({ allowNaN: false, allowInfinity: false }, { message: `${bound.label} must be a number.` }),
    (target: object, propertyName: string | symbol) =>
      registerDecorator({
        name: 'withinMoneyToolBounds',
        target: target.constructor,
        propertyName: propertyName as string,
        validator: {
          validate: (value: unknown) => !moneyToolProblem(field, value),
          defaultMessage: (args) => moneyToolProblem(field, args?.value) ?? `${bound.label} is not valid.`,
        },
      }),
  );
}
