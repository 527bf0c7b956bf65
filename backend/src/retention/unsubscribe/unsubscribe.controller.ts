import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Patch, Post, Redirect } from '@nestjs/common';
import { ApiCookieAuth, ApiExcludeEndpoint, ApiOperation, ApiTags } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';
import { ApiProperty } from '@nestjs/swagger';
import type { MailPreferences, UnsubscribeStatus } from '@homewise/contracts';
import { CurrentUser, Public } from '../../common/access.decorators.js';
import type { UserEntity } from '../../identity/users/user.entity.js';
import { RETENTION_SETTINGS, type RetentionSettings } from '../retention.settings.js';
import { UnsubscribeService } from './unsubscribe.service.js';

class MailPreferencesDto implements MailPreferences {
  @ApiProperty({ description: 'Monthly digests and alerts from your loan officer (false = unsubscribed).' })
  @IsBoolean({ message: 'digests must be true or false.' })
  digests: boolean;
}

/** The unsubscribe page's API and RFC 8058 one-click, by the signed token in every marketing mail. */
@ApiTags('unsubscribe')
@Controller('unsubscribe')
export class UnsubscribeController {
  constructor(
    private readonly unsubscribes: UnsubscribeService,
    @Inject(RETENTION_SETTINGS) private readonly settings: RetentionSettings,
  ) {}

  @Public()
  @Post('one-click/:token')
  @HttpCode(200)
  @ApiOperation({ summary: 'RFC 8058 one-click unsubscribe (mail providers POST List-Unsubscribe=One-Click, form-encoded).' })
  async oneClick(@Param('token') token: string): Promise<UnsubscribeStatus> {
    return this.unsubscribes.unsubscribeByToken(token);
  }

  @Public()
  @Get('one-click/:token')
  @Redirect(undefined, 303)
  @ApiExcludeEndpoint()
  page(@Param('token') token: string): { url: string } {
    // A person who opened the header's link: the page asks before anything changes.
    return { url: `${this.settings.appUrl}/unsubscribe?token=${encodeURIComponent(token)}` };
  }

  @Public()
  @Get(':token')
  @ApiOperation({ summary: 'Whose mail the link stops, and whether it is stopped.' })
  status(@Param('token') token: string): Promise<UnsubscribeStatus> {
    return this.unsubscribes.status(token);
  }

  @Public()
  @Post(':token')
  @HttpCode(200)
  @ApiOperation({ summary: 'Unsubscribe: no more digests or alerts, from any path.' })
  unsubscribe(@Param('token') token: string): Promise<UnsubscribeStatus> {
    return this.unsubscribes.unsubscribeByToken(token);
  }

  @Public()
  @Delete(':token')
  @HttpCode(200)
  @ApiOperation({ summary: 'Resubscribe.' })
  resubscribe(@Param('token') token: string): Promise<UnsubscribeStatus> {
    return this.unsubscribes.resubscribeByToken(token);
  }
}

/** Clicks in digests and alerts: `GET /api/r/:token`. */
@ApiTags('unsubscribe')
@Controller('r')
export class ClickController {
  constructor(
    private readonly unsubscribes: UnsubscribeService,
    @Inject(RETENTION_SETTINGS) private readonly settings: RetentionSettings,
  ) {}

  @Public()
  @Get(':token')
  @Redirect(undefined, 302)
  @ApiOperation({ summary: 'A signed link in a digest: records the click and redirects into the app.' })
  async click(@Param('token') token: string): Promise<{ url: string }> {
    return { url: await this.unsubscribes.click(token, this.settings.appUrl) };
  }
}

/** The homeowner's own switch on Profile. */
@ApiTags('user')
@ApiCookieAuth()
@Controller('user/mail-preferences')
export class MailPreferencesController {
  constructor(private readonly unsubscribes: UnsubscribeService) {}

  @Get()
  preferences(@CurrentUser() user: UserEntity): Promise<MailPreferences> {
    return this.unsubscribes.preferences(user.id);
  }

  @Patch()
  update(@CurrentUser() user: UserEntity, @Body() body: MailPreferencesDto): Promise<MailPreferences> {
    return this.unsubscribes.setPreferences(user.id, body.digests);
  }
}
