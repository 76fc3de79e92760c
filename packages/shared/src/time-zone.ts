/** The cookie in which the browser tells the server its IANA time zone, so pages rendered on the server show dates as the browser will (decision 0024). */
export const TIME_ZONE_COOKIE = 'crp_tz';
