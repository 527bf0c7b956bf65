import { Readable } from 'node:stream';
import { Body, Controller, Delete, Get, Header, HttpCode, NotFoundException, Options, Param, Patch, Post, Query, Req, StreamableFile } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { ApiCookieAuth, ApiExcludeEndpoint, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { BRAND_PAGE_PART_NAMES, brandPageParts, type BrandPagePartName } from '@homewise/contracts';
import type { Brand, GetSharedLoanOfficerResponse, LoanOfficerBrandSettings, LoanOfficerClientList } from '@homewise/contracts';
import { CurrentUser, Public, Roles } from '../common/access.decorators.js';
import type { UserEntity } from '../identity/users/user.entity.js';
import { DomainError } from '../common/errors/domain-error.js';
import { MessageDto } from '../common/message.dto.js';
import { requestSource } from '../common/request-source.js';
import {
  BrandDto,
  BrandSettingsDto,
  ClientListFilterDto,
  ClientListQueryDto,
  GetSharedLoanOfficerDto,
  LoanOfficerClientListDto,
  UpdateBrandDto,
} from './loan-officer.dto.js';
import { LoanOfficersService } from './loan-officers.service.js';

@ApiTags('loan-officer')
@ApiCookieAuth()
@Roles('loan_officer', 'admin')
@Controller('loan-officer')
export class LoanOfficerController {
  constructor(private readonly officers: LoanOfficersService) {}

  @Get('clients')
  @ApiOperation({
    summary: 'The signed-in loan officer’s clients, one page: balance, rate, payment, equity, refinance opportunity, activity; searched, filtered, sorted, with totals.',
  })
  @ApiOkResponse({ type: LoanOfficerClientListDto })
  clients(@CurrentUser() officer: UserEntity, @Query() query: ClientListQueryDto): Promise<LoanOfficerClientList> {
    return this.officers.clients(officer, query.filledPage());
  }

  @Get('clients/export')
  @Header('Content-Type', 'text/csv; charset=utf-8')
  @Header('Content-Disposition', 'attachment; filename="homewise-clients.csv"')
  @ApiOperation({ summary: 'Every client matching the same search, filter and sort, as a CSV file.' })
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'CSV with a header row', schema: { type: 'string' } })
  async clientsCsv(@CurrentUser() officer: UserEntity, @Query() query: ClientListFilterDto): Promise<StreamableFile> {
    // Streamed as it is written (clients-csv.ts clientsCsvPieces), not built whole first.
    return new StreamableFile(Readable.from(await this.officers.clientsCsv(officer, query.filled())), {
      type: 'text/csv; charset=utf-8',
      disposition: 'attachment; filename="homewise-clients.csv"',
    });
  }

  @Post('turned-away/seen')
  @HttpCode(200)
  @ApiOperation({ summary: 'Dismiss the notice of signups the full plan turned away (their count starts again from 0).' })
  @ApiOkResponse({ type: MessageDto })
  async dismissTurnedAway(@CurrentUser() officer: UserEntity): Promise<MessageDto> {
    await this.officers.dismissTurnedAway(officer.id);
    return { message: 'Noted.' };
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
  updateBrand(@CurrentUser() officer: UserEntity, @Body() body: UpdateBrandDto, @Req() request: FastifyRequest): Promise<LoanOfficerBrandSettings> {
    return this.officers.updateBrand(officer.id, body, requestSource(request));
  }
}

/** Any signed-in user: the loan officer their data is shared with, and ending that link. */
@ApiTags('user')
@ApiCookieAuth()
@Controller('user/loan-officer')
export class SharedLoanOfficerController {
  constructor(private readonly officers: LoanOfficersService) {}

  @Get()
  @ApiOperation({ summary: 'The loan officer the signed-in user’s data is shared with (signed up through their link), or null.' })
  @ApiOkResponse({ type: GetSharedLoanOfficerDto })
  async sharedWith(@CurrentUser() user: UserEntity): Promise<GetSharedLoanOfficerResponse> {
    const loanOfficer = await this.officers.sharedWith(user);
    return { loanOfficer, sharingConsentAt: loanOfficer && user.sharingConsentAt ? new Date(user.sharingConsentAt).toISOString() : null };
  }

  @Delete()
  @HttpCode(200)
  @ApiOperation({ summary: 'Stop sharing: unlink the signed-in user from their loan officer (404 when not linked).' })
  @ApiOkResponse({ type: MessageDto })
  async stopSharing(@CurrentUser() user: UserEntity, @Req() request: FastifyRequest): Promise<MessageDto> {
    const name = await this.officers.stopSharing(user, requestSource(request));
    return { message: `You no longer share your data with ${name}.` };
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

  /**
   * For the nginx edge, which includes these into the `/lo/<code>` page (infra/nginx: no blank
   * flash before the shell's script runs); the shell's Node server renders the same parts itself
   * from the brand (packages/contracts/src/brand-page.ts). A part the page keeps as it is (an
   * unknown code's title and style) answers 404, which the edge's include turns into the page's own.
   */
  @Public()
  @Get(':code/page/:part')
  @Header('Content-Type', 'text/html; charset=utf-8')
  @ApiOperation({ summary: 'Public: one part (title, head or body) of a loan officer’s `/lo/<code>` page in their brand, as HTML; 404 where the page keeps its own.' })
  @ApiProduces('text/html')
  @ApiOkResponse({ description: 'An HTML fragment', schema: { type: 'string' } })
  async pagePart(@Param('code') code: string, @Param('part') part: string): Promise<string> {
    if (!BRAND_PAGE_PART_NAMES.includes(part as BrandPagePartName)) throw new NotFoundException(`No page part "${part}": title, head or body.`);
    const brand = await this.officers.publicBrand(code).catch((error: unknown) => {
      if (error instanceof DomainError && error.code === 'UNKNOWN_REFERRAL_CODE') return null;
      throw error;
    });
    const html = brandPageParts(code, brand)[part as BrandPagePartName];
    if (!html) throw new DomainError('UNKNOWN_REFERRAL_CODE');
    return html;
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
