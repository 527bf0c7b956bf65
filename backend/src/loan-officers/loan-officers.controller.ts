import { Body, Controller, Get, Header, HttpCode, Options, Param, Patch } from '@nestjs/common';
import { ApiCookieAuth, ApiExcludeEndpoint, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Brand, LoanOfficerBrandSettings, LoanOfficerClientList } from '@homewise/contracts';
import { CurrentUser, Public, Roles } from '../auth/auth.decorators.js';
import type { UserEntity } from '../users/user.entity.js';
import { BrandDto, BrandSettingsDto, LoanOfficerClientListDto, UpdateBrandDto } from './loan-officer.dto.js';
import { LoanOfficersService } from './loan-officers.service.js';

@ApiTags('loan-officer')
@ApiCookieAuth()
@Roles('loan_officer', 'admin')
@Controller('loan-officer')
export class LoanOfficerController {
  constructor(private readonly officers: LoanOfficersService) {}

  @Get('clients')
  @ApiOperation({ summary: 'The signed-in loan officer’s clients with balance, rate, payment, equity and last activity.' })
  @ApiOkResponse({ type: LoanOfficerClientListDto })
  clients(@CurrentUser() officer: UserEntity): Promise<LoanOfficerClientList> {
    return this.officers.clients(officer);
  }

  @Get('brand')
  @ApiOperation({ summary: 'The loan officer’s white-label brand settings.' })
  @ApiOkResponse({ type: BrandSettingsDto })
  brand(@CurrentUser() officer: UserEntity): Promise<LoanOfficerBrandSettings> {
    return this.officers.brandSettings(officer.id);
  }

  @Patch('brand')
  @ApiOperation({ summary: 'Change some brand settings (null clears one).' })
  @ApiOkResponse({ type: BrandSettingsDto })
  updateBrand(@CurrentUser() officer: UserEntity, @Body() body: UpdateBrandDto): Promise<LoanOfficerBrandSettings> {
    return this.officers.updateBrand(officer.id, body);
  }
}

/**
 * CORS for the public brand only: a loan officer's own website (another origin, see
 * mfe-marketing/README.md) may read the brand the officer saved. Any origin, GET only, no
 * credentials (`*` makes browsers refuse credentialed reads). Every other route sends no CORS
 * headers, so browsers keep other sites away from the session's data. Set before the handler
 * runs, so a 404 for an unknown code is readable by the embedding site too.
 */
const PublicReadCors = () => Header('Access-Control-Allow-Origin', '*');

@ApiTags('loan-officer')
@Controller('brands')
export class BrandsController {
  constructor(private readonly officers: LoanOfficersService) {}

  @Public()
  @Get(':code')
  @PublicReadCors()
  @ApiOperation({ summary: 'Public: the white-label brand of a loan officer’s referral code (CORS: any origin).' })
  @ApiOkResponse({ type: BrandDto })
  brand(@Param('code') code: string): Promise<Brand> {
    return this.officers.publicBrand(code);
  }

  /** The CORS preflight of a cross-origin GET that sends non-simple headers (e.g. Content-Type). */
  @Public()
  @Options(':code')
  @HttpCode(204)
  @PublicReadCors()
  @Header('Access-Control-Allow-Methods', 'GET')
  @Header('Access-Control-Allow-Headers', 'Accept, Accept-Language, Content-Language, Content-Type')
  @Header('Access-Control-Max-Age', '86400')
  @ApiExcludeEndpoint()
  preflight(): void {}
}
