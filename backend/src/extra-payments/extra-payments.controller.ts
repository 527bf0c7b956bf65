import { Body, Controller, Delete, Get, Param, Patch, Post } from '@nestjs/common';
import { ApiCookieAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ExtraPayment } from '@homewise/contracts';
import { CurrentUser } from '../common/access.decorators.js';
import { ParseIdPipe } from '../common/ids.js';
import { MessageDto } from '../common/message.dto.js';
import type { UserEntity } from '../identity/users/user.entity.js';
import { CreateExtraPaymentDto, ExtraPaymentDto, UpdateExtraPaymentDto } from './extra-payment.dto.js';
import { ExtraPaymentsService } from './extra-payments.service.js';

@ApiTags('extra-payments')
@ApiCookieAuth()
@Controller()
export class ExtraPaymentsController {
  constructor(private readonly payments: ExtraPaymentsService) {}

  @Get('mortgage-profile/:id/extra-payments')
  @ApiOperation({ summary: 'Extra payments of the user’s profile, newest first.' })
  @ApiOkResponse({ type: [ExtraPaymentDto] })
  list(@CurrentUser() user: UserEntity, @Param('id', new ParseIdPipe('Mortgage profile')) id: string): Promise<ExtraPayment[]> {
    return this.payments.list(user.id, id);
  }

  @Post('extra-payments')
  @ApiOperation({ summary: 'Record an extra payment.' })
  @ApiCreatedResponse({ type: ExtraPaymentDto })
  create(@CurrentUser() user: UserEntity, @Body() body: CreateExtraPaymentDto): Promise<ExtraPayment> {
    return this.payments.create(user.id, body);
  }

  @Patch('extra-payments/:id')
  @ApiOperation({ summary: 'Change an extra payment’s date or amount.' })
  @ApiOkResponse({ type: ExtraPaymentDto })
  update(
    @CurrentUser() user: UserEntity,
    @Param('id', new ParseIdPipe('Extra payment')) id: string,
    @Body() body: UpdateExtraPaymentDto,
  ): Promise<ExtraPayment> {
    return this.payments.update(user.id, id, body);
  }

  @Delete('extra-payments/:id')
  @ApiOperation({ summary: 'Delete an extra payment.' })
  @ApiOkResponse({ type: MessageDto })
  async remove(@CurrentUser() user: UserEntity, @Param('id', new ParseIdPipe('Extra payment')) id: string): Promise<MessageDto> {
    await this.payments.remove(user.id, id);
    return { message: 'Extra payment deleted.' };
  }
}
