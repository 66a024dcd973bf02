// After a login the app goes on to `?redirect=<name>` (spec 4); the names are those of spec 2.1.
import { describe, expect, it } from 'vitest';
import { namedRoutePath } from './named-route-path.ts';
import { loginThenBackTo, routeNameOf } from './named-routes.ts';

describe('named routes', () => {
  it('resolves dashboard sections to their paths', () => {
    expect(namedRoutePath('dashboard')).toBe('/dashboard');
    expect(namedRoutePath('dashboard-favorites')).toBe('/dashboard/favorites');
    expect(namedRoutePath('dashboard-orders-purchased')).toBe('/dashboard/orders/purchased');
  });

  it('fills in the orderId of an order route, and refuses one without a valid id', () => {
    expect(namedRoutePath('order-pay', '42')).toBe('/order/42/pay');
    expect(namedRoutePath('order-pay')).toBeUndefined();
    expect(namedRoutePath('order-pay', '../admin')).toBeUndefined();
  });

  it('ignores unknown names instead of navigating somewhere odd', () => {
    expect(namedRoutePath('https://evil.example')).toBeUndefined();
    expect(namedRoutePath('toString')).toBeUndefined();
    expect(namedRoutePath(undefined)).toBeUndefined();
  });

  it('names the route of a path so a login can lead back to it', () => {
    expect(routeNameOf('/dashboard/settings')).toBe('dashboard-settings');
    expect(routeNameOf('/dashboard/settings/')).toBe('dashboard-settings');
    expect(routeNameOf('/dashboard/products/hidden')).toBe('dashboard');
    expect(routeNameOf('/product/x')).toBe('home');
  });

  it('leads a login from a chat’s link back to that chat, and only to a chat', () => {
    expect(loginThenBackTo('/dashboard/messages/12_31_977')).toEqual({
      action: 'login',
      redirect: 'dashboard-chat',
      chatId: '12_31_977',
    });
    expect(namedRoutePath('dashboard-chat', undefined, '12_31_977')).toBe('/dashboard/messages/12_31_977');
    expect(namedRoutePath('dashboard-chat', undefined, '../../admin')).toBeUndefined();
    expect(namedRoutePath('dashboard-chat')).toBeUndefined();
    expect(loginThenBackTo('/dashboard/messages/x')).toEqual({ action: 'login', redirect: 'dashboard' });
    expect(loginThenBackTo('/dashboard/settings')).toEqual({
      action: 'login',
      redirect: 'dashboard-settings',
    });
  });
});
