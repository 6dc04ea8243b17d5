/**
 * The chart's canvas height, the same at every width (a phone's chart is narrower, not shorter):
 * the placeholder shown while uPlot loads reserves it, so nothing below moves when it draws.
 */
export const CHART_HEIGHT = 240;
