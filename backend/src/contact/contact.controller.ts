import { Body, Controller, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ContactResponse } from '@homewise/contracts';
import { CurrentUser, Public } from '../common/access.decorators.js';
import type { UserEntity } from '../identity/users/user.entity.js';
import { ContactDto, ContactResponseDto } from './contact.dto.js';
import { ContactService } from './contact.service.js';

@ApiTags('contact')
@Controller('contact')
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @Public()
  @Post()
  @ApiOperation({ summary: 'Send a message to support (visitors too; linked to the user when signed in).' })
  @ApiCreatedResponse({ type: ContactResponseDto })
  submit(
    @Body() body: ContactDto,
    @CurrentUser() user: UserEntity | undefined,
    @Req() request: FastifyRequest,
  ): Promise<ContactResponse> {
    return this.contact.submit(body, user?.id ?? null, request.ip);
  }
}
