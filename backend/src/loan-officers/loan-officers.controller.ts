import { Body, Controller, Get, Param, Patch } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
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

@ApiTags('loan-officer')
@Controller('brands')
export class BrandsController {
  constructor(private readonly officers: LoanOfficersService) {}

  @Public()
  @Get(':code')
  @ApiOperation({ summary: 'Public: the white-label brand of a loan officer’s referral code.' })
  @ApiOkResponse({ type: BrandDto })
  brand(@Param('code') code: string): Promise<Brand> {
    return this.officers.publicBrand(code);
  }
}
