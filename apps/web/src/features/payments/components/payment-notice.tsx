import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { myOrdersPath } from '../../../entities/order/components/my-orders-actions';
import { useT } from '../../../lib/i18n';
import { paymentsCatalogue } from '../i18n';

const tones = {
  success: 'alert-success',
  info: 'alert-info',
  warning: 'alert-warning',
  error: 'alert-error',
};

interface PaymentNoticeProps {
  tone: keyof typeof tones;
  title: string;
  /** Takes focus on appearing (after a payment), so that it is read out and its actions are at hand. */
  focus?: boolean;
  children: ReactNode;
}

/** What became of a payment, or why there is none to make. */
export function PaymentNotice({ tone, title, focus = false, children }: PaymentNoticeProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <div
      ref={ref}
      tabIndex={focus ? -1 : undefined}
      role={tone === 'success' ? 'status' : 'alert'}
      className={`alert ${tones[tone]} alert-soft flex flex-col items-start gap-3`}
    >
      <p className="font-semibold">{title}</p>
      {children}
    </div>
  );
}

export function MyOrdersLink() {
  const t = useT(paymentsCatalogue);
  return (
    <Link to={myOrdersPath} className="btn btn-sm">
      {t('myOrders')}
    </Link>
  );
}
