import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsNumber, IsString, Length, registerDecorator, ValidateIf } from 'class-validator';
import { REFINANCE_TERM_YEARS } from '@homewise/finance';
import { MONEY_TOOL_BOUNDS, moneyToolProblem, SCENARIO_NAME_MAX_LENGTH, type MoneyToolField, type SavedOffer, type SavedOfferInput } from '@homewise/contracts';
import { ToNumber, Trim } from '../common/dto.js';

// Every field required on create, any on update; none may be null (the columns are NOT NULL).
const presence = (required: boolean) => (required ? [] : [ValidateIf((_, value) => value !== undefined)]);
const docs = (required: boolean, options: Parameters<typeof ApiProperty>[0]) => (required ? ApiProperty(options) : ApiPropertyOptional(options));

/** A number bounded by @homewise/contracts' MONEY_TOOL_BOUNDS: the words Cut My Costs shows at the field. */
function Bounded(field: MoneyToolField, required: boolean): PropertyDecorator {
  const { label } = MONEY_TOOL_BOUNDS[field];
  return applyDecorators(
    docs(required, { type: Number }),
    ...presence(required),
    ToNumber(),
    IsNumber({ allowNaN: false, allowInfinity: false }, { message: `${label} must be a number.` }),
    (target: object, propertyName: string | symbol) =>
      registerDecorator({
        name: 'withinMoneyToolBounds',
        target: target.constructor,
        propertyName: propertyName as string,
        validator: { validate: (value: unknown) => !moneyToolProblem(field, value), defaultMessage: (args) => moneyToolProblem(field, args?.value) ?? `${label} is not valid.` },
      }),
  );
}

function Name(required: boolean): PropertyDecorator {
  return applyDecorators(
    docs(required, { type: String, maxLength: SCENARIO_NAME_MAX_LENGTH, example: 'Lender A, 1 point' }),
    ...presence(required),
    Trim(),
    IsString({ message: 'Name must be text.' }),
    Length(1, SCENARIO_NAME_MAX_LENGTH, { message: `Name must be 1 to ${SCENARIO_NAME_MAX_LENGTH} characters long.` }),
  );
}

function Term(required: boolean): PropertyDecorator {
  return applyDecorators(
    docs(required, { enum: [...REFINANCE_TERM_YEARS] }),
    ...presence(required),
    ToNumber(),
    IsIn([...REFINANCE_TERM_YEARS], { message: `New loan term must be one of ${REFINANCE_TERM_YEARS.join(', ')} years.` }),
  );
}

function Roll(required: boolean): PropertyDecorator {
  return applyDecorators(docs(required, { type: Boolean }), ...presence(required), IsBoolean({ message: 'Roll closing costs into the loan must be true or false.' }));
}

export class CreateScenarioDto implements SavedOfferInput {
  @Name(true) name: string;
  @Bounded('newRate', true) newRate: number;
  @Term(true) newTermYears: number;
  @Bounded('closingCosts', true) closingCosts: number;
  @Bounded('points', true) points: number;
  @Bounded('lenderCredit', true) lenderCredit: number;
  @Bounded('cashOut', true) cashOut: number;
  @Roll(true) rollClosingCosts: boolean;
}

export class UpdateScenarioDto implements Partial<SavedOfferInput> {
  @Name(false) name?: string;
  @Bounded('newRate', false) newRate?: number;
  @Term(false) newTermYears?: number;
  @Bounded('closingCosts', false) closingCosts?: number;
  @Bounded('points', false) points?: number;
  @Bounded('lenderCredit', false) lenderCredit?: number;
  @Bounded('cashOut', false) cashOut?: number;
  @Roll(false) rollClosingCosts?: boolean;
}

export class ScenarioDto implements SavedOffer {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty({ description: 'A fraction: 0.0625 for 6.25%' }) newRate: number;
  @ApiProperty() newTermYears: number;
  @ApiProperty() closingCosts: number;
  @ApiProperty({ description: 'Percent of the new loan' }) points: number;
  @ApiProperty() lenderCredit: number;
  @ApiProperty() cashOut: number;
  @ApiProperty() rollClosingCosts: boolean;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
}
